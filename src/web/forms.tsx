import type { Context } from "hono";
import type { z } from "zod";
import { ApiError, issuesFromZod, validationError } from "../errors";
import type { WebEnv } from "./env";
import { renderPage, type NavItem } from "./layout";
import type { Problem } from "./problems";
import { safeNext, setFlash } from "./session";

/*
 * Forms (docs/web.md): a form posts, its handler calls a service; success redirects with a flash
 * message (post/redirect/get, so a reload never posts twice); a service's typed error is shown on
 * the page the form came from (problems.ts maps it; these components show it).
 */

/** Forms are small; a larger body is refused before it is read. */
const MAX_FORM_BYTES = 64 * 1024;

/** The posted fields, each as one string (the last of repeated ones), or every value of a repeated field with `all`. */
export async function formFields(
  c: Context<WebEnv>,
): Promise<{ get(name: string): string | undefined; all(name: string): string[] }> {
  if (Number(c.req.header("content-length") ?? "0") > MAX_FORM_BYTES)
    throw new ApiError("payload_too_large", "The form is larger than 64 KiB.");
  const body = await c.req.parseBody({ all: true });
  const values = (name: string): string[] => {
    const v = body[name];
    return (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter((x): x is string => typeof x === "string");
  };
  return { get: (name) => values(name).at(-1), all: values };
}

/**
 * A form's values as the REST route's body schema takes them: a bad one is the API's 400 with the
 * same messages (the routes validate their bodies with these schemas before calling the service).
 */
export function parseInput<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw validationError(issuesFromZod(parsed.error.issues));
  return parsed.data;
}

/** After a successful post: back to where the form says (a path of the app), with a message. */
export function redirectAfterPost(c: Context<WebEnv>, to: string | undefined, notice?: string): Response {
  if (notice) setFlash(c, { kind: "notice", text: notice });
  return c.redirect(safeNext(to), 303);
}

/** The problem as a message at the top of a form or page; `data-problem` lets the script show it inline. */
export function ProblemMessage(props: { problem: Problem | null; title?: string; fieldsBeside?: boolean }) {
  const p = props.problem;
  if (!p) return null;
  // A form that shows each field's reason beside the field lists none here (they would be named by the API's
  // parameters).
  const fields = props.fieldsBeside ? [] : Object.entries(p.fields);
  return (
    <div class="flash error" role="alert" data-problem="">
      {props.title ? <strong>{props.title}: </strong> : null}
      {p.message}
      {fields.length ? (
        <ul>
          {fields.map(([path, reason]) => (
            <li>{`${path}: ${reason}`}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * A list page's problem that no field shows: a problem naming the filter fields is shown beside
 * them in the filter form, so the page's message is only for the others (a lookup, a limit).
 */
export function PageProblem(props: { problem: Problem | null }) {
  const p = props.problem;
  return <ProblemMessage problem={p && !Object.keys(p.fields).length ? p : null} />;
}

/** A field's reason, shown under it and named by its `aria-describedby`. */
export function FieldError(props: { problem: Problem | null; name: string; id: string }) {
  const reason = props.problem?.fields[props.name];
  return reason ? (
    <div class="field-error" id={`${props.id}-error`}>
      {reason}
    </div>
  ) : null;
}

/** `aria-invalid` and `aria-describedby` of a field whose value the service refused. */
export function invalidProps(problem: Problem | null, name: string, id: string): Record<string, string> {
  return problem?.fields[name] ? { "aria-invalid": "true", "aria-describedby": `${id}-error` } : {};
}

/**
 * The answer to a post that failed, when no form of its own shows it: the problem on a page of its
 * own, with the error's status (403 for a viewer's write, 404 for another organisation's id, 429
 * over a limit) and a way back.
 */
export function problemPage(
  c: Context<WebEnv>,
  problem: Problem,
  opts: { title?: string; nav?: NavItem; back?: string } = {},
): Promise<Response> {
  const back = opts.back ? safeNext(opts.back) : "/app";
  return renderPage(
    c,
    { title: opts.title ?? "That did not work", nav: opts.nav, status: problem.status, headers: problem.headers },
    <section class="narrow card">
      <h1>{opts.title ?? "That did not work"}</h1>
      <ProblemMessage problem={problem} />
      <p>
        <a href={back}>Go back</a>
      </p>
    </section>,
  );
}

/** A log row's Retry: one button posting `fields` to `action`, named for what it retries. */
export function RetryForm(props: { action: string; label: string; fields?: Record<string, string> }) {
  return (
    <form method="post" action={props.action}>
      {Object.entries(props.fields ?? {}).map(([name, value]) => (
        <input type="hidden" name={name} value={value} />
      ))}
      <button type="submit" aria-label={props.label}>
        Retry
      </button>
    </form>
  );
}
