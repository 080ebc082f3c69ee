import { does, shows, type PageRoutes } from "../guard";
import type { Context } from "hono";
import { createCompany } from "../../services/tracker/create";
import { CreateCompanyBody } from "../../services/tracker/create.schema";
import { afterFirstSubmission } from "../../services/shared/form-submissions";
import type { WebEnv } from "../env";
import { FieldError, formFields, invalidProps, parseInput, ProblemMessage, redirectAfterPost } from "../forms";
import { renderPage } from "../layout";
import { problemOf, type Problem } from "../problems";
import { byFormField, TrackingFields, trackingBody, type TrackingValues } from "../tracking-fields";

/*
 * Add company (POST /api/v1/tracker's service behind a form): the create body's fields, founders
 * as repeatable rows (without the script, "Add another founder" posts the form back with one more
 * row, saving nothing), the values parsed with the route's own schema so every message is the
 * API's, beside its field. A company already tracked (the existing-company rule) is the API's
 * answer too: it is updated, and the member is taken to it and told so. A hidden idempotency key
 * makes a double submit create one company.
 */

const FOUNDER_ROWS = 2;
const MAX_FOUNDER_ROWS = 20;

interface NewValues {
  companyName: string;
  companyWebsite: string;
  companyLinkedinUrl: string;
  founders: { name: string; linkedinUrl: string }[];
  tracking: TrackingValues;
}

export function register(routes: PageRoutes): void {
  routes.get("/companies/new", shows("createCompany"), async (c) => {
    const { actor } = c.get("member")!;
    const values: NewValues = {
      companyName: "",
      companyWebsite: "",
      companyLinkedinUrl: "",
      founders: Array.from({ length: FOUNDER_ROWS }, () => ({ name: "", linkedinUrl: "" })),
      tracking: { picks: [], more: "", alertEmails: actor.memberEmail ?? "", cadenceDays: "7" },
    };
    return renderNew(c, values, null, crypto.randomUUID());
  });

  routes.post("/companies/new", does("createCompany"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const form = await formFields(c);
    const names = form.all("founderName");
    const links = form.all("founderLinkedinUrl");
    const founders = names.map((name, i) => ({ name: name.trim(), linkedinUrl: (links[i] ?? "").trim() }));
    const { values: tracking, body } = trackingBody(form);
    const values: NewValues = {
      companyName: form.get("companyName")?.trim() ?? "",
      companyWebsite: form.get("companyWebsite")?.trim() ?? "",
      companyLinkedinUrl: form.get("companyLinkedinUrl")?.trim() ?? "",
      founders,
      tracking,
    };
    const key = form.get("idempotencyKey") || crypto.randomUUID();
    if (form.get("intent") === "add-founder") {
      if (values.founders.length < MAX_FOUNDER_ROWS) values.founders.push({ name: "", linkedinUrl: "" });
      return renderNew(c, values, null, key, values.founders.length - 1);
    }
    // Rows left empty are not founders; a row with only a LinkedIn URL is, and the API says what it lacks.
    const given = founders.filter((f) => f.name || f.linkedinUrl);
    const input = {
      ...(values.companyName ? { companyName: values.companyName } : {}),
      ...(values.companyWebsite ? { companyWebsite: values.companyWebsite } : {}),
      ...(values.companyLinkedinUrl ? { companyLinkedinUrl: values.companyLinkedinUrl } : {}),
      ...(given.length
        ? { founders: given.map((f) => ({ name: f.name, ...(f.linkedinUrl ? { linkedinUrl: f.linkedinUrl } : {}) })) }
        : {}),
      ...body,
    };
    try {
      // A second post of the same form (a double click) waits for the first and is answered as it was.
      const parsed = parseInput(CreateCompanyBody, input);
      const result = await afterFirstSubmission(() =>
        createCompany(deps, actor, parsed, { idempotencyKey: key, request: input }),
      );
      const company = result.body.data;
      const name = company.companyName ?? company.companyWebsite ?? "The company";
      const notice = result.body.existingEntity
        ? `${name} was already tracked: it was updated with what you entered.`
        : `${name} is now tracked: enrichment has started, and the first run follows.`;
      return redirectAfterPost(c, `/app/companies/${company.id}`, notice);
    } catch (err) {
      const problem = problemOf(err, c);
      if (problem.status !== 400 && problem.status !== 409) throw err;
      // Keep the rows as they were posted, so the messages of founders.N point at them.
      return renderNew(c, values, byFounderRow(problem), key);
    }
  });
}

/** `founders.1.name` → the field of row 1; the rest as every form names them (tracking-fields). */
function byFounderRow(problem: Problem): Problem {
  const founderFields: Record<string, string> = {};
  for (const [path, reason] of Object.entries(problem.fields)) {
    const m = /^founders\.(\d+)\.(name|linkedinUrl)/.exec(path);
    if (m) founderFields[`founder-${m[1]}-${m[2]}`] ??= reason;
  }
  const base = byFormField(problem);
  return { ...base, fields: { ...base.fields, ...founderFields } };
}

function renderNew(
  c: Context<WebEnv>,
  values: NewValues,
  problem: Problem | null,
  idempotencyKey: string,
  focusRow?: number,
) {
  // Rows the member left empty were dropped before the API numbered the founders: number the
  // posted rows the same way, so a message lands beside the row it is about.
  let index = -1;
  const rows = values.founders.map((f) => ({ ...f, apiIndex: f.name || f.linkedinUrl ? ++index : null }));
  return renderPage(
    c,
    { title: "Add company", nav: "companies", status: problem?.status ?? 200, headers: problem?.headers },
    <section class="narrow card wide-form">
      <h1>Add company</h1>
      <p class="hint">Enrichment starts at once and the first run follows; you can change everything later.</p>
      <ProblemMessage problem={problem} fieldsBeside />
      <form method="post" action="/app/companies/new">
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        {/* The form's default button (Enter in a field) creates, not "Add another founder" below. */}
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: the form's default button for Enter, out of the tab order;
            the visible Add company button is the one people use */}
        <button type="submit" name="intent" value="create" class="visually-hidden" tabindex={-1} aria-hidden="true">
          Add company
        </button>
        <div class="field">
          <label for="f-name">Company name</label>
          <input
            type="text"
            id="f-name"
            name="companyName"
            value={values.companyName}
            autocomplete="organization"
            {...invalidProps(problem, "companyName", "f-name")}
          />
          <FieldError problem={problem} name="companyName" id="f-name" />
        </div>
        <div class="field">
          <label for="f-website">Website</label>
          <input
            type="text"
            id="f-website"
            name="companyWebsite"
            value={values.companyWebsite}
            inputmode="url"
            placeholder="acme.com"
            {...invalidProps(problem, "companyWebsite", "f-website")}
          />
          <FieldError problem={problem} name="companyWebsite" id="f-website" />
        </div>
        <div class="field">
          <label for="f-linkedin">Company LinkedIn page</label>
          <input
            type="text"
            id="f-linkedin"
            name="companyLinkedinUrl"
            value={values.companyLinkedinUrl}
            inputmode="url"
            placeholder="https://www.linkedin.com/company/acme"
            {...invalidProps(problem, "companyLinkedinUrl", "f-linkedin")}
          />
          <FieldError problem={problem} name="companyLinkedinUrl" id="f-linkedin" />
        </div>
        <fieldset class="founders" id="founders">
          <legend>Founders</legend>
          <FieldError problem={problem} name="founders" id="f-founders" />
          {rows.map((f, i) => {
            const key = f.apiIndex === null ? `unused-${i}` : String(f.apiIndex);
            return (
              <div class="founder-row">
                <div class="field">
                  <label for={`f-founder-${i}-name`}>{`Founder ${i + 1} name`}</label>
                  <input
                    type="text"
                    id={`f-founder-${i}-name`}
                    name="founderName"
                    value={f.name}
                    autofocus={focusRow === i}
                    {...invalidProps(problem, `founder-${key}-name`, `f-founder-${i}-name`)}
                  />
                  <FieldError problem={problem} name={`founder-${key}-name`} id={`f-founder-${i}-name`} />
                </div>
                <div class="field">
                  <label for={`f-founder-${i}-linkedin`}>{`Founder ${i + 1} LinkedIn`}</label>
                  <input
                    type="text"
                    id={`f-founder-${i}-linkedin`}
                    name="founderLinkedinUrl"
                    value={f.linkedinUrl}
                    inputmode="url"
                    placeholder="https://www.linkedin.com/in/…"
                    {...invalidProps(problem, `founder-${key}-linkedinUrl`, `f-founder-${i}-linkedin`)}
                  />
                  <FieldError problem={problem} name={`founder-${key}-linkedinUrl`} id={`f-founder-${i}-linkedin`} />
                </div>
              </div>
            );
          })}
          {values.founders.length < MAX_FOUNDER_ROWS ? (
            <button type="submit" name="intent" value="add-founder" formnovalidate>
              Add another founder
            </button>
          ) : null}
        </fieldset>
        <TrackingFields values={values.tracking} problem={problem} />
        <div class="actions">
          <button type="submit" class="primary" name="intent" value="create">
            Add company
          </button>
          <a href="/app/companies">Cancel</a>
        </div>
      </form>
    </section>,
  );
}
