import { parseAbsoluteHttpUrl } from "../../../identity/url";
import type { SnapshotJob } from "../snapshot";
import type { BoardProvider } from "./boards";
import { boardJobId, jobKey } from "./jobs";

/*
 * The roles in a job board's public API answer, as the providers document them:
 * - Greenhouse `GET /v1/boards/{token}/jobs?content=true`:
 * `{jobs: [{id, title, updated_at, location: {name}, absolute_url, departments: [{name}], offices, content}], meta:
 * {total}}`
 * - Lever `GET /v0/postings/{company}?mode=json`: an array of
 *   `{id, text, categories: {team, department, location, commitment}, hostedUrl, createdAt}`
 * - Ashby `GET /posting-api/job-board/{name}`:
 * `{apiVersion, jobs: [{id?, title, department, team, location, isListed, publishedAt, jobUrl, applyUrl,
 * employmentType}]}`
 * - Workable `GET /api/v1/widget/accounts/{account}`:
 *   `{name, description, jobs: [{title, shortcode, department, url, city, state, country, locations, published_on}]}`
 * Each role is keyed by the board's own job id (`greenhouse:4012345`), the key careers pages give
 * roles that link to the board, so a role listed on both is one role.
 */

/** Null when the answer is not a board of this provider (an error page, another shape). */
export function parseBoardJobs(provider: BoardProvider, body: string): SnapshotJob[] | null {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return null;
  }
  const rows = provider === "lever" ? data : (data as { jobs?: unknown } | null)?.jobs;
  if (!Array.isArray(rows)) return null;
  const jobs: SnapshotJob[] = [];
  for (const row of rows) {
    if (!row || typeof row !== "object") continue;
    const job = PARSERS[provider](row as Record<string, unknown>);
    if (job && !jobs.some((j) => j.key === job.key)) jobs.push(job);
  }
  return jobs;
}

const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);
const id = (v: unknown): string | null => (typeof v === "number" && Number.isFinite(v) ? String(v) : str(v));
const url = (v: unknown): string | null => (str(v) && parseAbsoluteHttpUrl(str(v)!) ? str(v) : null);
const rec = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

function job(
  provider: BoardProvider,
  rawId: string | null,
  title: string | null,
  team: string | null,
  location: string | null,
  link: string | null,
): SnapshotJob | null {
  if (!title) return null;
  const key = rawId ? `${provider}:${rawId.toLowerCase()}` : ((link && boardJobId(link)) ?? jobKey(title, location));
  return { title, team, location, url: link, key };
}

const PARSERS: Record<BoardProvider, (row: Record<string, unknown>) => SnapshotJob | null> = {
  greenhouse: (r) => {
    const departments = Array.isArray(r.departments) ? r.departments.map((d) => str(rec(d).name)).filter(Boolean) : [];
    return job(
      "greenhouse",
      id(r.id),
      str(r.title),
      departments[0] ?? null,
      str(rec(r.location).name),
      url(r.absolute_url),
    );
  },
  lever: (r) => {
    const c = rec(r.categories);
    return job("lever", id(r.id), str(r.text), str(c.team) ?? str(c.department), str(c.location), url(r.hostedUrl));
  },
  ashby: (r) => {
    // Unlisted postings are reachable by link only: not on the board.
    if (r.isListed === false) return null;
    return job(
      "ashby",
      id(r.id),
      str(r.title),
      str(r.team) ?? str(r.department),
      str(r.location),
      url(r.jobUrl) ?? url(r.applyUrl),
    );
  },
  workable: (r) => {
    const first = Array.isArray(r.locations) ? rec(r.locations[0]) : {};
    const place =
      [str(r.city) ?? str(first.city), str(r.country) ?? str(first.country)].filter(Boolean).join(", ") || null;
    const location = r.telecommuting === true ? (place ? `${place} (Remote)` : "Remote") : place;
    return job("workable", id(r.shortcode), str(r.title), str(r.department), location, url(r.url) ?? url(r.shortlink));
  },
};
