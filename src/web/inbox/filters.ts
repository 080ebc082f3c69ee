import { companyDateParams, listQueryFrom } from "../filter-fields";
import { SignalListQuery } from "../../services/signals/list";

/*
 * The inbox's filters, in the page's URL (so a filtered inbox can be bookmarked and shared) under
 * names a person reads, and the same filters as the signals list service takes them (the names of
 * GET /api/v1/signals): validated by the service's own schema, so the messages are the API's.
 */

export interface InboxFilters {
  /** `attention` (the default): signals that need attention; `all`: every signal. */
  show: "attention" | "all";
  type?: string;
  severity?: string;
  /** A company by name, matched fuzzily (`entityQuery`). */
  company?: string;
  /** A company by id (`entityId`): where a company link or an ambiguity's candidate leads. */
  entityId?: string;
  /** A sector in plain words (`sector`). */
  sector?: string;
  since?: string;
  until?: string;
  cursor?: string;
}

const KEYS = ["type", "severity", "company", "entityId", "sector", "since", "until", "cursor"] as const;

export function inboxFilters(url: URL): InboxFilters {
  const f: InboxFilters = { show: url.searchParams.get("show") === "all" ? "all" : "attention" };
  for (const k of KEYS) {
    const v = url.searchParams.get(k)?.trim();
    if (v) f[k] = v;
  }
  return f;
}

/**
 * The inbox's URL for these filters (without `show` at its default, or empty values); `path`: another page taking them
 * (the export).
 */
export function inboxHref(f: InboxFilters, change: Partial<InboxFilters> = {}, path = "/app"): string {
  const all = { ...f, ...change };
  const params = new URLSearchParams();
  if (all.show === "all") params.set("show", "all");
  for (const k of KEYS) if (all[k]) params.set(k, all[k]!);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Where the inbox's signals download as CSV, with its filters. */
export const SIGNALS_EXPORT_PATH = "/app/signals/export.csv";

/** The API's parameter name → the inbox's field, for the service's messages. */
const FIELD_OF: Record<string, string> = {
  entityQuery: "company",
  entityId: "company",
  classification: "sector",
  sector: "sector",
};

/** The filters as the signals list takes them; a bad one is the service's 400, naming the inbox's field. */
export function signalQuery(f: InboxFilters): SignalListQuery {
  const raw: Record<string, string> = {};
  if (f.show === "attention") raw.needsAttention = "true";
  if (f.type) raw.type = f.type;
  if (f.severity) raw.severity = f.severity;
  Object.assign(raw, companyDateParams(f));
  return listQueryFrom(SignalListQuery, raw, FIELD_OF);
}
