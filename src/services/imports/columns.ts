import { issuesFromZod } from "../../errors";
import { normalizeLinkedin, normalizeWebsite } from "../../identity/identifiers";
import { normalizeName } from "../../search/normalize";
import { CreateCompanyBody, type CreateCompanyInput } from "../tracker/create.schema";
import { cleanEmails } from "../tracker/create";
import { UpdateCompanyBody } from "../tracker/update.schema";

/*
 * A spreadsheet's rows as create requests: which header names which field
 * (common spellings accepted), how a cell lists several values, and each row parsed with the
 * API's own schema so an invalid row's reasons are the API's messages, named by the file's column.
 */

/** The fields a file's columns can fill. */
export type ImportField =
  | "companyName"
  | "companyWebsite"
  | "companyLinkedinUrl"
  | "companyTwitterUrl"
  | "jobBoardUrl"
  | "founders"
  | "founderLinkedinUrls"
  | "thingsToTrack"
  | "alertEmails"
  | "cadenceDays"
  | "tags";

/** Header spellings, compared without case, spaces or punctuation ("Company Name" = "company_name"). */
const HEADERS: Record<ImportField, string[]> = {
  companyName: [
    "companyname",
    "company",
    "name",
    "organization",
    "organisation",
    "organizationname",
    "startup",
    "account",
    "accountname",
  ],
  companyWebsite: [
    "website",
    "companywebsite",
    "url",
    "websiteurl",
    "companyurl",
    "domain",
    "companydomain",
    "site",
    "homepage",
    "web",
  ],
  companyLinkedinUrl: [
    "linkedin",
    "companylinkedin",
    "companylinkedinurl",
    "linkedinurl",
    "linkedinpage",
    "companylinkedinpage",
  ],
  companyTwitterUrl: ["twitter", "twitterurl", "companytwitter", "companytwitterurl", "x", "xurl"],
  jobBoardUrl: ["jobboard", "jobboardurl", "careers", "careersurl", "jobs", "jobsurl"],
  founders: ["founders", "founder", "foundernames", "foundersnames", "foundername", "foundedby", "team"],
  founderLinkedinUrls: [
    "founderlinkedin",
    "founderlinkedins",
    "founderslinkedin",
    "founderlinkedinurl",
    "founderlinkedinurls",
    "founderslinkedinurls",
    "founderslinkedinurl",
  ],
  thingsToTrack: ["thingstotrack", "track", "totrack", "watch", "whattowatch", "whattotrack", "watchfor", "tracking"],
  alertEmails: [
    "alertemails",
    "alertemail",
    "emails",
    "email",
    "alertsto",
    "notify",
    "sendalertsto",
    "alertrecipients",
  ],
  cadenceDays: ["cadence", "cadencedays", "frequency", "every", "checkevery"],
  tags: ["tags", "tag", "labels", "label", "lists"],
};

const headerKey = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, "");
const BY_KEY = new Map(
  Object.entries(HEADERS).flatMap(([field, keys]) => keys.map((k) => [k, field as ImportField] as const)),
);

/** Which column holds which field, as the preview shows it. */
export interface ColumnMap {
  /** Field → the column's index and its header as written. */
  fields: Partial<Record<ImportField, { index: number; header: string }>>;
  /** Headers that name no field (kept out of the import, listed in the preview). */
  ignored: string[];
}

/** Reads the header row. The first column naming a field wins; a second one naming it is ignored. */
export function mapColumns(header: string[]): ColumnMap {
  const fields: ColumnMap["fields"] = {};
  const ignored: string[] = [];
  header.forEach((raw, index) => {
    const h = raw.trim();
    const field = BY_KEY.get(headerKey(h));
    if (field && !fields[field]) fields[field] = { index, header: h };
    else if (h) ignored.push(h);
  });
  return { fields, ignored };
}

/** The file names no company column: nothing could be imported. */
export function lacksCompanyColumn(map: ColumnMap): boolean {
  return !map.fields.companyName && !map.fields.companyWebsite && !map.fields.companyLinkedinUrl;
}

/** What rows leave empty: the import form's values. */
export interface ImportDefaults {
  thingsToTrack: string;
  alertEmails: string[];
  cadenceDays: number;
}

/** A cell listing several values: by semicolons, line breaks or vertical bars, else by commas. */
export function splitList(cell: string): string[] {
  const sep = /[;\n|]/.test(cell) ? /[;\n|]/ : /,/;
  return cell.split(sep).map((s) => s.trim());
}

/**
 * "7", "7 days", "weekly", "monthly", "every 3 days" → days; anything else is given as written, for the API to refuse.
 */
export function cadenceOf(cell: string): number | string {
  const c = cell.trim().toLowerCase();
  if (c === "weekly" || c === "week") return 7;
  if (c === "monthly" || c === "month") return 30;
  const m = /^(?:every\s+)?(\d+)(?:\s*(?:d|days?))?$/.exec(c);
  return m ? Number(m[1]) : cell.trim();
}

export interface RowIssue {
  /** The file's column the reason is about (its header as written), or "" for the row. */
  column: string;
  message: string;
}

export interface ParsedRow {
  /** The company as the row names it. */
  label: string;
  website: string | null;
  /** The create request; null when the row is invalid. */
  input: CreateCompanyInput | null;
  tags: string[];
  issues: RowIssue[];
  /** Normalised website, LinkedIn page, and the name when neither is given: what makes two rows one company. */
  identityKeys: string[];
}

const TagsSchema = UpdateCompanyBody.shape.tags.unwrap();

/** One row of the file as the create request it makes, or the API's reasons it cannot be one. */
export function parseRow(cells: string[], map: ColumnMap, defaults: ImportDefaults): ParsedRow {
  const cell = (f: ImportField) => {
    const col = map.fields[f];
    return col ? (cells[col.index] ?? "").trim() : "";
  };
  const columnOf = (f: ImportField, fallback: string) => map.fields[f]?.header ?? fallback;
  const name = cell("companyName");
  const website = cell("companyWebsite");
  const linkedin = cell("companyLinkedinUrl");
  const label = name || website || linkedin || "(no company)";
  const issues: RowIssue[] = [];

  const founderNames = cell("founders") ? splitList(cell("founders")) : [];
  const founderLinks = cell("founderLinkedinUrls") ? splitList(cell("founderLinkedinUrls")) : [];
  const founders = Array.from({ length: Math.max(founderNames.length, founderLinks.length) }, (_, i) => ({
    name: founderNames[i] ?? "",
    linkedinUrl: founderLinks[i] ?? "",
  }))
    .filter((f) => f.name || f.linkedinUrl)
    .map((f) => ({ name: f.name, ...(f.linkedinUrl ? { linkedinUrl: f.linkedinUrl } : {}) }));
  const emails = cell("alertEmails")
    ? cleanEmails(splitList(cell("alertEmails")).filter(Boolean))
    : defaults.alertEmails;
  const cadence = cell("cadenceDays");
  const body: Record<string, unknown> = {
    ...(name ? { companyName: name } : {}),
    ...(website ? { companyWebsite: website } : {}),
    ...(linkedin ? { companyLinkedinUrl: linkedin } : {}),
    ...(cell("companyTwitterUrl") ? { companyTwitterUrl: cell("companyTwitterUrl") } : {}),
    ...(cell("jobBoardUrl") ? { jobBoardUrl: cell("jobBoardUrl") } : {}),
    ...(founders.length ? { founders } : {}),
    thingsToTrack: cell("thingsToTrack") || defaults.thingsToTrack,
    alertEmails: emails,
    cadenceDays: cadence ? cadenceOf(cadence) : defaults.cadenceDays,
  };

  if (!name && !website && !linkedin)
    issues.push({ column: "", message: "names no company: give its name, website or LinkedIn page" });
  const parsed = CreateCompanyBody.safeParse(body);
  if (!parsed.success) {
    for (const i of issuesFromZod(parsed.error.issues))
      issues.push({ column: columnForPath(i.path, columnOf), message: i.message });
  } else {
    if (!parsed.data.thingsToTrack.trim())
      issues.push({ column: columnOf("thingsToTrack", "things to track"), message: "must not be blank" });
    if (parsed.data.alertEmails.length < 1 || parsed.data.alertEmails.length > 20)
      issues.push({ column: columnOf("alertEmails", "alert emails"), message: "must hold 1 to 20 addresses" });
  }
  const tagCells = cell("tags") ? splitList(cell("tags")).filter(Boolean) : [];
  const tags = TagsSchema.safeParse(tagCells);
  if (!tags.success)
    for (const i of issuesFromZod(tags.error.issues))
      issues.push({ column: columnOf("tags", "tags"), message: i.message });

  const input = parsed.success && issues.length === 0 ? parsed.data : null;
  return {
    label,
    website: website || null,
    input,
    tags: tags.success ? [...new Set(tags.data.map((t) => t.trim()))] : [],
    issues,
    identityKeys: input ? identityKeys(input) : [],
  };
}

/** `founders.1.linkedinUrl` → the founders' LinkedIn column; each field's path → the column it came from. */
function columnForPath(path: string, columnOf: (f: ImportField, fallback: string) => string): string {
  const top = path.split(".")[0] ?? "";
  if (path.startsWith("founders.") && path.endsWith(".linkedinUrl"))
    return columnOf("founderLinkedinUrls", "founder LinkedIn URLs");
  if (top === "founders") return columnOf("founders", "founders");
  const field = top as ImportField;
  const fallback: Partial<Record<ImportField, string>> = {
    thingsToTrack: "things to track (the form's default)",
    alertEmails: "alert emails (the form's default)",
    cadenceDays: "cadence (the form's default)",
  };
  return field in HEADERS ? columnOf(field, fallback[field] ?? field) : path;
}

/**
 * What makes two rows, or a row and a tracked company, one company (the existing-company rule's identifiers, or the
 * name alone).
 */
export function identityKeys(input: CreateCompanyInput): string[] {
  const keys: string[] = [];
  const w = normalizeWebsite(input.companyWebsite);
  const l = normalizeLinkedin(input.companyLinkedinUrl);
  if (w) keys.push(`website:${w}`);
  if (l) keys.push(`linkedin:${l}`);
  if (!keys.length && input.companyName) keys.push(`name:${normalizeName(input.companyName)}`);
  return keys;
}
