import { sql } from "kysely";
import type { Db } from "../../db/database";
import { json } from "../../db/database";
import type { ImportRowStatus } from "../../db/types";
import { ApiError, validationError } from "../../errors";
import { findExistingCompany } from "../../identity/existing-company";
import { normalizeLinkedin, normalizeWebsite } from "../../identity/identifiers";
import { newId } from "../../platform/ids";
import { sha256Hex } from "../../platform/crypto";
import { normalizeName } from "../../search/normalize";
import type { Actor } from "../access/actor";
import type { AppDeps } from "../deps";
import { submitOnce } from "../shared/form-submissions";
import { parseCsv } from "../shared/csv";
import {
  lacksCompanyColumn,
  mapColumns,
  parseRow,
  type ImportDefaults,
  type ImportField,
  type ParsedRow,
  type RowIssue,
} from "./columns";
import type { CreateCompanyInput } from "../tracker/create.schema";

/*
 * An uploaded file becomes an import in preview: every row classified as the
 * import would treat it (new, already tracked by the existing-company rule, a repeat of an earlier
 * row or of a row another import has yet to create, or invalid with the API's messages) and kept,
 * so the member reviews it and starts it without sending the file again. Nothing is created here.
 */

/** The largest file read: a portfolio, not a data dump. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;

export interface NewImport {
  fileName: string;
  text: string;
  defaults: ImportDefaults;
}

type Deps = Pick<AppDeps, "db" | "clock">;

/**
 * createImportPreview for the web app's upload form: once per submission (`token`,
 * services/shared/form-submissions.ts), so a reload makes one preview.
 */
export async function createImportPreviewOnce(
  deps: AppDeps,
  actor: Actor,
  file: NewImport,
  token: string | undefined,
): Promise<{ importId: string }> {
  const { result } = await submitOnce(deps, actor, { form: "POST /app/companies/import", token, request: file }, () =>
    createImportPreview(deps, actor, file),
  );
  return result;
}

/** Reads the file, classifies its rows and keeps them as a preview. Throws 400 for a file that is not an import. */
export async function createImportPreview(deps: Deps, actor: Actor, file: NewImport): Promise<{ importId: string }> {
  if (new TextEncoder().encode(file.text).length > MAX_IMPORT_BYTES)
    throw fileError(`is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB`);
  const { records, error } = parseCsv(file.text);
  if (error) throw fileError(`is not CSV: ${error}`);
  const [header, ...rows] = records;
  if (!header || rows.length === 0) throw fileError("has no rows under its header row");
  if (rows.length > MAX_IMPORT_ROWS)
    throw fileError(`has ${rows.length} rows; import at most ${MAX_IMPORT_ROWS} at a time`);
  const map = mapColumns(header);
  if (lacksCompanyColumn(map))
    throw fileError(
      "has no column naming the company: its header row needs one of “company name”, “website” or “LinkedIn”",
    );

  const parsed = rows.map((cells) => parseRow(cells, map, file.defaults));
  const classified = await classify(deps.db, actor.orgId, parsed);
  const now = deps.clock.now();
  const importId = newId();
  const fileSha = await sha256Hex(file.text);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("imports")
      .values({
        id: importId,
        org_id: actor.orgId,
        member_id: actor.memberId,
        file_name: file.fileName.slice(0, 200) || "import.csv",
        file_sha256: fileSha,
        status: "preview",
        defaults: json(file.defaults),
        // Headers in the file's order (a JSON object's keys would not keep it).
        columns: json({
          read: Object.values(map.fields)
            .sort((a, b) => a.index - b.index)
            .map((c) => c.header),
          ignored: map.ignored,
        }),
        total_rows: parsed.length,
        ip_address: null,
        user_agent: null,
        created_at: now,
        started_at: null,
        finished_at: null,
        updated_at: now,
      })
      .execute();
    const values = classified.map((c, i) => ({
      import_id: importId,
      // The header is line 1; blank lines are not rows, so this is the row's place among the rows.
      line: i + 2,
      status: c.status,
      label: c.row.label.slice(0, 300),
      website: c.row.website?.slice(0, 500) ?? null,
      input: c.row.input ? json(c.row.input) : null,
      tags: c.row.tags,
      identity_keys: c.row.identityKeys,
      errors: json(c.issues),
      entity_id: c.entityId,
      duplicate_of: c.duplicateOf,
      run_after: null,
      done_at: null,
    }));
    for (let i = 0; i < values.length; i += 500)
      await trx
        .insertInto("import_rows")
        .values(values.slice(i, i + 500))
        .execute();
  });
  return { importId };
}

const fileError = (message: string) => validationError([{ path: "file", message: `the file ${message}` }]);

interface Classified {
  row: ParsedRow;
  status: ImportRowStatus;
  issues: RowIssue[];
  entityId: string | null;
  duplicateOf: number | null;
}

/** Each row as the import would treat it: invalid, a repeat, already tracked, or new. */
async function classify(db: Db, orgId: string, rows: ParsedRow[]): Promise<Classified[]> {
  const firstLine = new Map<string, number>();
  const pending = await pendingElsewhere(db, orgId, rows);
  const out: Classified[] = [];
  for (const [i, row] of rows.entries()) {
    const line = i + 2;
    if (!row.input) {
      out.push({ row, status: "invalid", issues: row.issues, entityId: null, duplicateOf: null });
      continue;
    }
    const repeat = row.identityKeys.map((k) => firstLine.get(k)).find((l) => l !== undefined);
    if (repeat !== undefined) {
      out.push({
        row,
        status: "duplicate",
        issues: [{ column: "", message: `repeats line ${repeat}` }],
        entityId: null,
        duplicateOf: repeat,
      });
      continue;
    }
    for (const k of row.identityKeys) firstLine.set(k, line);
    const entityId = await existingCompanyOf(db, orgId, row.input);
    if (entityId) {
      out.push({ row, status: "existing", issues: [], entityId, duplicateOf: null });
      continue;
    }
    const other = row.identityKeys.map((k) => pending.get(k)).find(Boolean);
    if (other) {
      out.push({
        row,
        status: "duplicate",
        issues: [{ column: "", message: `is waiting to be created by the import of “${other}”` }],
        entityId: null,
        duplicateOf: null,
      });
      continue;
    }
    out.push({ row, status: "new", issues: [], entityId: null, duplicateOf: null });
  }
  return out;
}

/**
 * The company this row names if the organisation tracks it: the existing-company rule (website,
 * LinkedIn page, founders), else a company with its website or LinkedIn page, or, for a row naming
 * neither, a company of that name (else such a row would be created again by each import of the
 * same file).
 */
export async function existingCompanyOf(db: Db, orgId: string, input: CreateCompanyInput): Promise<string | null> {
  const websiteNorm = normalizeWebsite(input.companyWebsite);
  const linkedinNorm = normalizeLinkedin(input.companyLinkedinUrl);
  if (websiteNorm || linkedinNorm) {
    const founderLinkedinNorms = (input.founders ?? [])
      .map((f) => normalizeLinkedin(f.linkedinUrl))
      .filter((x): x is string => !!x);
    const matched = await findExistingCompany(db, orgId, { websiteNorm, linkedinNorm, founderLinkedinNorms });
    if (matched) return matched;
    // Looser than the rule, as lead discovery asks: a spreadsheet row often has a website and
    // nothing else, and the rule never matches on a website alone; importing it again must not
    // track the company twice.
    const same = await db
      .selectFrom("entities")
      .select("id")
      .where("org_id", "=", orgId)
      .where((eb) =>
        eb.or([
          ...(websiteNorm ? [eb("website_norm", "=", websiteNorm)] : []),
          ...(linkedinNorm ? [eb("linkedin_norm", "=", linkedinNorm)] : []),
        ]),
      )
      .orderBy("created_at")
      .orderBy("id")
      .executeTakeFirst();
    return same?.id ?? null;
  }
  if (!input.companyName) return null;
  const row = await db
    .selectFrom("entities")
    .select("id")
    .where("org_id", "=", orgId)
    .where("company_name_norm", "=", normalizeName(input.companyName))
    .orderBy("created_at")
    .orderBy("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Identity keys of rows that other imports under way have yet to create → that import's file name. */
async function pendingElsewhere(db: Db, orgId: string, rows: ParsedRow[]): Promise<Map<string, string>> {
  const keys = [...new Set(rows.flatMap((r) => r.identityKeys))];
  const found = new Map<string, string>();
  if (!keys.length) return found;
  const pending = await db
    .selectFrom("import_rows as r")
    .innerJoin("imports as i", "i.id", "r.import_id")
    .select(["r.identity_keys", "i.file_name"])
    .where("i.org_id", "=", orgId)
    .where("i.status", "=", "running")
    .where("r.status", "in", ["new", "scheduled"])
    .where(sql<boolean>`r.identity_keys && ${keys}::text[]`)
    .execute();
  for (const p of pending) for (const k of p.identity_keys) found.set(k, p.file_name);
  return found;
}

/** The field names the import reads, for the form's help: the API's name and the header it is given by. */
export const IMPORT_COLUMNS: { field: ImportField; header: string; help: string }[] = [
  { field: "companyName", header: "company name", help: "or “company”, “name”, “organization”" },
  { field: "companyWebsite", header: "website", help: "or “url”, “domain”" },
  { field: "companyLinkedinUrl", header: "linkedin", help: "the company's page" },
  { field: "founders", header: "founders", help: "names, separated by semicolons" },
  {
    field: "founderLinkedinUrls",
    header: "founder linkedin urls",
    help: "in the founders' order, separated by semicolons",
  },
  { field: "thingsToTrack", header: "things to track", help: "or “watch”; else the default below" },
  { field: "alertEmails", header: "alert emails", help: "separated by semicolons; else the default below" },
  { field: "cadenceDays", header: "cadence", help: "3, 7 or 30 days, “weekly” or “monthly”" },
  { field: "tags", header: "tags", help: "separated by semicolons" },
];

/** A preview that is not this organisation's, or no longer a preview. */
export const importNotFound = () => new ApiError("not_found", "No such import.");
