import { anyMember, does, shows, type PageRoutes } from "../guard";
import type { Context } from "hono";
import { ApiError, validationError } from "../../errors";
import { csvHeader, csvHeaders, csvLine } from "../../services/shared/csv";
import { addressList } from "../../services/shared/typed-lists";
import {
  createImportPreviewOnce,
  IMPORT_COLUMNS,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
} from "../../services/imports/preview";
import {
  getImport,
  IMPORT_ROW_STATUSES,
  recentImports,
  type ImportRowView,
  type ImportView,
} from "../../services/imports/read";
import { IMPORTS_PER_HOUR, startImport } from "../../services/imports/start";
import { isUuid } from "../../platform/ids";
import type { ImportRowStatus } from "../../services/imports/read";
import type { WebEnv } from "../env";
import { FieldError, invalidProps, ProblemMessage, redirectAfterPost } from "../forms";
import { dateTime } from "../format";
import { renderPage } from "../layout";
import { problemOf, type Problem } from "../problems";
import { AlertEmailsInput } from "../tracking-fields";

/*
 * Companies → Import CSV (docs/web.md): upload a file, review the preview (each
 * row new, already tracked, a repeat, or invalid with the API's reasons), start it, and watch its
 * progress; rows over the create limit are shown with the hour they are scheduled for. The rules
 * are services/imports'; this page only reads the upload and shows what they decided.
 */

/** "1 row", "2 rows". */
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

const DEFAULT_THINGS = "Fundraising, product launches, key hires and leadership changes";

const STATUS_LABELS: Record<ImportRowStatus, string> = {
  new: "New",
  scheduled: "Scheduled",
  created: "Created",
  existing: "Already tracked",
  duplicate: "Duplicate",
  invalid: "Invalid",
  skipped: "Not created",
};

export function register(routes: PageRoutes): void {
  routes.get("/companies/import", shows("importCompanies"), async (c) => {
    const { actor } = c.get("member")!;
    return renderForm(
      c,
      { thingsToTrack: DEFAULT_THINGS, alertEmails: actor.memberEmail ?? "", cadenceDays: "7" },
      null,
    );
  });

  routes.get("/companies/import/template.csv", anyMember, (c) => {
    const example = [
      "Acme",
      "https://acme.example",
      "https://www.linkedin.com/company/acme",
      "Jane Doe; Raj Patel",
      "https://www.linkedin.com/in/jane-doe; ",
      "Fundraising, key hires",
      "partner@fund.example",
      "7",
      "portfolio; fintech",
    ];
    const body = csvHeader(IMPORT_COLUMNS.map((col) => col.header)) + csvLine(example);
    return c.body(body, 200, csvHeaders("companies-import-template.csv"));
  });

  routes.post("/companies/import", does("importCompanies"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    // The file may be larger than a form: read up to the import's own limit, and a little for the other fields.
    if (Number(c.req.header("content-length") ?? "0") > MAX_IMPORT_BYTES + 64 * 1024) {
      throw new ApiError("payload_too_large", `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`);
    }
    const body = await c.req.parseBody();
    const text = (name: string) => (typeof body[name] === "string" ? (body[name] as string) : "");
    const values = {
      thingsToTrack: text("thingsToTrack"),
      alertEmails: text("alertEmails"),
      cadenceDays: text("cadenceDays") || "7",
    };
    try {
      const file = body.file;
      if (!(file instanceof File) || file.size === 0)
        throw validationError([{ path: "file", message: "choose a CSV file" }]);
      // Once per form: a reload of the answer makes no second preview.
      const { importId } = await createImportPreviewOnce(
        deps,
        actor,
        {
          fileName: file.name,
          text: await file.text(),
          defaults: {
            thingsToTrack: values.thingsToTrack.trim(),
            alertEmails: addressList(values.alertEmails),
            cadenceDays: Number(values.cadenceDays),
          },
        },
        text("formToken") || undefined,
      );
      return c.redirect(`/app/companies/imports/${importId}`, 303);
    } catch (err) {
      const problem = problemOf(err, c);
      if (problem.status !== 400 && problem.status !== 413) throw err;
      return renderForm(c, values, problem);
    }
  });

  routes.get("/companies/imports/:id", does("listCompanies"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const id = c.req.param("id");
    if (!isUuid(id)) throw new ApiError("not_found", "No such import.");
    const url = new URL(c.req.url);
    const status = url.searchParams.get("status");
    const statuses =
      status && (IMPORT_ROW_STATUSES as string[]).includes(status) ? [status as ImportRowStatus] : undefined;
    const fromLine = Number(url.searchParams.get("from")) || undefined;
    const view = await getImport(deps, actor, id, { fromLine, statuses });
    return renderPage(
      c,
      { title: `Import ${view.fileName}`, nav: "companies" },
      <ImportPage view={view} status={statuses?.[0] ?? null} canWrite={actor.role !== "viewer"} />,
    );
  });

  routes.post("/companies/imports/:id/start", does("importCompanies"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const id = c.req.param("id");
    if (!isUuid(id)) throw new ApiError("not_found", "No such import.");
    await startImport(deps, actor, id);
    const view = await getImport(deps, actor, id);
    const later = view.counts.scheduled;
    const notice = later
      ? `The import has started: ${view.counts.new} companies now, ${later} scheduled into the next hours (at ` +
        `most ${IMPORTS_PER_HOUR} an hour).`
      : "The import has started.";
    return redirectAfterPost(c, `/app/companies/imports/${id}`, notice);
  });
}

interface FormValues {
  thingsToTrack: string;
  alertEmails: string;
  cadenceDays: string;
}

async function renderForm(c: Context<WebEnv>, values: FormValues, problem: Problem | null) {
  const imports = await recentImports(c.get("deps"), c.get("member")!.actor);
  return renderPage(
    c,
    { title: "Import companies", nav: "companies", status: problem?.status ?? 200, headers: problem?.headers },
    <section class="narrow card wide-form">
      <h1>Import companies from CSV</h1>
      <p class="hint">
        {`A file with a header row, one company a row (at most ${MAX_IMPORT_ROWS}). You see a preview before ` +
          `anything is created; companies already tracked are left as they are, so importing a file again ` +
          `creates nothing.`}
      </p>
      <ProblemMessage problem={problem} fieldsBeside />
      <form method="post" action="/app/companies/import" enctype="multipart/form-data">
        <input type="hidden" name="formToken" value={crypto.randomUUID()} />
        <div class="field">
          <label for="f-file">CSV file</label>
          <input
            type="file"
            id="f-file"
            name="file"
            accept=".csv,text/csv"
            required
            aria-describedby="f-file-hint"
            {...invalidProps(problem, "file", "f-file")}
          />
          <FieldError problem={problem} name="file" id="f-file" />
          <p class="hint" id="f-file-hint">
            <a href="/app/companies/import/template.csv">Download a template</a>
          </p>
        </div>
        <details>
          <summary>Columns read</summary>
          <table>
            <thead>
              <tr>
                <th scope="col">Header</th>
                <th scope="col">What it holds</th>
              </tr>
            </thead>
            <tbody>
              {IMPORT_COLUMNS.map((col) => (
                <tr>
                  <td>
                    <code>{col.header}</code>
                  </td>
                  <td>{col.help}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
        <fieldset>
          <legend>For rows that leave them empty</legend>
          <div class="field">
            <label for="f-things">Things to track</label>
            <textarea id="f-things" name="thingsToTrack" rows={2}>
              {values.thingsToTrack}
            </textarea>
          </div>
          <div class="field">
            <AlertEmailsInput value={values.alertEmails} attrs={{ "aria-describedby": "f-emails-hint" }} />
            <p class="hint" id="f-emails-hint">
              Separated by commas or semicolons.
            </p>
          </div>
          <div class="field">
            <label for="f-cadence">Cadence</label>
            <select id="f-cadence" name="cadenceDays">
              {[
                ["3", "Every 3 days"],
                ["7", "Weekly"],
                ["30", "Monthly"],
              ].map(([v, l]) => (
                <option value={v} selected={values.cadenceDays === v}>
                  {l}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        <div class="actions">
          <button type="submit" class="primary">
            Preview import
          </button>
          <a href="/app/companies">Cancel</a>
        </div>
      </form>
      {imports.length ? (
        <>
          <h2>Recent imports</h2>
          <ul>
            {imports.map((i) => (
              <li>
                <a href={`/app/companies/imports/${i.id}`}>{i.file_name}</a>
                {` · ${i.total_rows} rows · ` +
                  `${i.status === "preview" ? "not started" : i.status === "running" ? "under way" : i.status} · ` +
                  `${dateTime(i.created_at)}`}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>,
  );
}

function ImportPage(props: { view: ImportView; status: ImportRowStatus | null; canWrite: boolean }) {
  const { view: v } = props;
  const base = `/app/companies/imports/${v.id}`;
  return (
    <>
      <div class="toolbar">
        <h1>{`Import: ${v.fileName}`}</h1>
        <a class="button" href="/app/companies/import">
          Import another file
        </a>
      </div>
      {v.sameFileBefore ? (
        <p class="flash notice">
          {"This file was imported before, "}
          <a href={`/app/companies/imports/${v.sameFileBefore.id}`}>{`on ${dateTime(v.sameFileBefore.createdAt)}`}</a>
          {": the companies it created are marked already tracked."}
        </p>
      ) : null}
      {v.status === "preview" ? (
        <>
          <Preview view={v} canWrite={props.canWrite} />
          <RowTable view={v} base={base} status={props.status} />
        </>
      ) : (
        // While rows due now are being created, the progress and the rows refresh themselves (app.js).
        <div
          id="import-live"
          {...(v.status === "running" && v.counts.new > 0 ? { "data-poll": "2" } : {})}
          data-done="The import's due rows are created."
        >
          <Progress view={v} />
          <RowTable view={v} base={base} status={props.status} />
        </div>
      )}
    </>
  );
}

function Preview(props: { view: ImportView; canWrite: boolean }) {
  const { view: v } = props;
  const c = v.counts;
  const later = Math.max(0, c.new - IMPORTS_PER_HOUR);
  return (
    <section class="card" aria-labelledby="h-preview">
      <h2 id="h-preview">Preview</h2>
      <p>
        {`${plural(v.totalRows, "row")}: ${c.new} new, ${c.existing} already tracked, ` +
          `${plural(c.duplicate, "duplicate")}, ${c.invalid} invalid. Nothing has been created yet.`}
      </p>
      {later ? (
        <p class="hint">
          {`At most ${IMPORTS_PER_HOUR} companies are created an hour: the first ${IMPORTS_PER_HOUR} at once, the ` +
            `other ${later} scheduled into the hours after.`}
        </p>
      ) : null}
      <p class="hint">
        {`Columns read: ${v.columns.read.join(", ")}.`}
        {v.columns.ignored.length ? ` Ignored: ${v.columns.ignored.join(", ")}.` : ""}
      </p>
      {props.canWrite && c.new > 0 ? (
        <form method="post" action={`/app/companies/imports/${v.id}/start`}>
          <button type="submit" class="primary">{`Import ${c.new} ${c.new === 1 ? "company" : "companies"}`}</button>
        </form>
      ) : (
        <p>{c.new === 0 ? "No row would create a company." : ""}</p>
      )}
    </section>
  );
}

function Progress(props: { view: ImportView }) {
  const { view: v } = props;
  const c = v.counts;
  const toCreate = c.new + c.scheduled + c.created + c.skipped;
  const done = c.created + c.skipped;
  return (
    <section class="card" id="import-progress" aria-labelledby="h-progress">
      <h2 id="h-progress">Progress</h2>
      <label for="import-bar">{`${done} of ${toCreate} companies`}</label>
      <progress id="import-bar" max={String(Math.max(1, toCreate))} value={String(done)}>
        {`${done} of ${toCreate}`}
      </progress>
      <p>
        {`${c.created} created, ${c.new} creating now, ${c.scheduled} scheduled, ${c.existing} already tracked, ` +
          `${plural(c.duplicate, "duplicate")}, ${c.invalid} invalid`}
        {c.skipped ? `, ${c.skipped} not created` : ""}.
      </p>
      {c.scheduled && v.lastScheduledAt ? (
        <p class="hint">
          {`Scheduled rows are created at most ${IMPORTS_PER_HOUR} an hour; the last by ` +
            `${dateTime(v.lastScheduledAt)}.`}
        </p>
      ) : null}
      {v.status === "done" ? <p>{`Finished ${v.finishedAt ? dateTime(v.finishedAt) : ""}.`}</p> : null}
    </section>
  );
}

function RowTable(props: { view: ImportView; base: string; status: ImportRowStatus | null }) {
  const { view: v, base, status } = props;
  const shown = IMPORT_ROW_STATUSES.filter((s) => v.counts[s] > 0);
  return (
    <section class="card" aria-labelledby="h-rows">
      <h2 id="h-rows">Rows</h2>
      <nav aria-label="Rows by status" class="tabs">
        <a href={base} aria-current={status === null ? "page" : undefined}>{`All (${v.totalRows})`}</a>
        {shown.map((s) => (
          <a
            href={`${base}?status=${s}`}
            aria-current={status === s ? "page" : undefined}
          >{`${STATUS_LABELS[s]} (${v.counts[s]})`}</a>
        ))}
      </nav>
      <div class="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Company</th>
              <th scope="col">Status</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {v.rows.map((r) => (
              <Row row={r} />
            ))}
          </tbody>
        </table>
      </div>
      {v.nextLine ? (
        <p>
          <a
            href={`${base}?${new URLSearchParams({ ...(status ? { status } : {}), from: String(v.nextLine) })}`}
          >{`Rows from line ${v.nextLine}`}</a>
        </p>
      ) : null}
    </section>
  );
}

function Row(props: { row: ImportRowView }) {
  const r = props.row;
  const company = r.entityId ? <a href={`/app/companies/${r.entityId}`}>{r.label}</a> : r.label;
  let details: string = "";
  if (r.status === "scheduled" && r.runAfter) details = `Created from ${dateTime(r.runAfter)}`;
  if (r.status === "duplicate" || r.status === "invalid" || r.status === "skipped")
    details = r.issues.map((i) => (i.column ? `${i.column}: ${i.message}` : i.message)).join("; ");
  return (
    <tr data-status={r.status}>
      <td>{String(r.line)}</td>
      <td>
        {company}
        {r.website && r.website !== r.label ? <span class="hint">{` ${r.website}`}</span> : null}
      </td>
      <td>
        <span class={`badge import-${r.status}`}>{STATUS_LABELS[r.status]}</span>
      </td>
      <td>{details}</td>
    </tr>
  );
}
