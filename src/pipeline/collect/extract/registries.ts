import { z } from "zod";
import { normalisePypi, type Registry } from "./packages";
import { compareVersions, parseVersion } from "./versions";

/*
 * What the package registries and the App Store answer, read into one shape:
 * - npm, `GET {registry}/{package}` (the packument): `name`, `description`, `dist-tags`,
 *   `versions` (each with its own `description`, `homepage`, `repository`), `time` (`created`,
 *   `modified` and one ISO time per version), `homepage`, `repository`, `readme`;
 * - PyPI, `GET /pypi/{project}/json`: `info` (`name`, `summary`, `description` (the README),
 *   `home_page`, `project_urls`, `version`, `release_url`) and `releases` (version → its files,
 *   each with `upload_time_iso_8601` and `yanked`);
 * - crates.io, `GET /api/v1/crates/{crate}`: `crate` (`name`, `description`, `homepage`,
 *   `repository`, `documentation`, `created_at`, `max_version`) and `versions` (`num`,
 *   `created_at`, `yanked`);
 * - the iTunes Search API's lookup, `GET /lookup?id={id}`: `results[0]` with `trackName`,
 *   `version`, `releaseNotes`, `currentVersionReleaseDate`, `releaseDate`, `trackViewUrl`,
 *   `sellerName`, `sellerUrl`, `artistViewUrl`, `description`.
 * Malformed entries are skipped; an answer of the wrong shape is null.
 */

export interface PackageRelease {
  version: string;
  publishedAt: string | null;
  /** The version's public page (npmjs.com/package/x/v/2.0.0, pypi.org/project/x/2.0.0/, …). */
  url: string;
  /** What the release says of itself: its notes (the App Store), its section of the README's changelog, else null. */
  notes: string | null;
}

export interface RegistryPackage {
  registry: Registry;
  name: string;
  /** The package's (or app's) public page. */
  pageUrl: string;
  description: string | null;
  /** Where its metadata points (homepage, repository, project URLs, the seller's site): whose package it is. */
  homeUrls: string[];
  /** Who publishes it, as the registry names them (the App Store's seller), when it does. */
  publisher: string | null;
  /** Oldest first; pre-releases and yanked versions left out. */
  releases: PackageRelease[];
  /** When it first appeared (the first version, the app's release), when known. */
  firstPublishedAt: string | null;
}

const NOTES_CHARS = 1500;

const Repository = z.union([z.string(), z.object({ url: z.string().nullish() }).passthrough()]).nullish();
const NpmSchema = z
  .object({
    name: z.string(),
    description: z.string().nullish(),
    homepage: z.string().nullish(),
    repository: Repository,
    readme: z.string().nullish(),
    time: z.record(z.string(), z.string()).nullish(),
    versions: z
      .record(
        z.string(),
        z
          .object({
            description: z.string().nullish(),
            homepage: z.string().nullish(),
            repository: Repository,
            deprecated: z.unknown().optional(),
          })
          .passthrough(),
      )
      .nullish(),
  })
  .passthrough();

export function parseNpmPackument(body: string): RegistryPackage | null {
  const d = safeJson(body, NpmSchema);
  if (!d) return null;
  const times = d.time ?? {};
  const versions = Object.keys(d.versions ?? {}).filter((v) => !parseVersion(v)?.pre);
  const latest = versions.map((v) => d.versions![v]!).pop();
  const page = `https://www.npmjs.com/package/${d.name}`;
  return {
    registry: "npm",
    name: d.name,
    pageUrl: page,
    description: d.description ?? latest?.description ?? null,
    homeUrls: urls([d.homepage, repoUrl(d.repository), latest?.homepage, repoUrl(latest?.repository)]),
    publisher: null,
    releases: byVersion(
      versions.map((v) => ({
        version: v,
        publishedAt: iso(times[v]),
        url: `${page}/v/${v}`,
        notes: changelogSection(d.readme ?? "", v),
      })),
    ),
    firstPublishedAt: iso(times.created) ?? null,
  };
}

const PypiFile = z
  .object({
    upload_time_iso_8601: z.string().nullish(),
    upload_time: z.string().nullish(),
    yanked: z.boolean().nullish(),
  })
  .passthrough();
const PypiSchema = z
  .object({
    info: z
      .object({
        name: z.string(),
        summary: z.string().nullish(),
        description: z.string().nullish(),
        home_page: z.string().nullish(),
        project_url: z.string().nullish(),
        project_urls: z.record(z.string(), z.string().nullish()).nullish(),
        version: z.string().nullish(),
        author: z.string().nullish(),
      })
      .passthrough(),
    releases: z.record(z.string(), z.array(PypiFile)).nullish(),
  })
  .passthrough();

export function parsePypiProject(body: string): RegistryPackage | null {
  const d = safeJson(body, PypiSchema);
  if (!d) return null;
  const name = normalisePypi(d.info.name);
  const page = `https://pypi.org/project/${name}/`;
  const releases = Object.entries(d.releases ?? {}).flatMap(([version, files]) => {
    const live = files.filter((f) => !f.yanked);
    // A version without files (or with every file yanked) was never really out.
    if (!live.length || parseVersion(version)?.pre) return [];
    const published =
      live
        .map((f) => iso(f.upload_time_iso_8601 ?? (f.upload_time ? `${f.upload_time}Z` : null)))
        .filter((t): t is string => !!t)
        .sort()[0] ?? null;
    // The description is the latest version's README: its changelog names older versions too.
    return [
      {
        version,
        publishedAt: published,
        url: `${page}${version}/`,
        notes: changelogSection(d.info.description ?? "", version),
      },
    ];
  });
  const sorted = byVersion(releases);
  return {
    registry: "pypi",
    name,
    pageUrl: page,
    description: d.info.summary ?? null,
    homeUrls: urls([d.info.home_page, ...Object.values(d.info.project_urls ?? {})]),
    publisher: d.info.author ?? null,
    releases: sorted,
    firstPublishedAt:
      sorted
        .map((r) => r.publishedAt)
        .filter((t): t is string => !!t)
        .sort()[0] ?? null,
  };
}

const CratesSchema = z
  .object({
    crate: z
      .object({
        name: z.string(),
        description: z.string().nullish(),
        homepage: z.string().nullish(),
        repository: z.string().nullish(),
        documentation: z.string().nullish(),
        created_at: z.string().nullish(),
      })
      .passthrough(),
    versions: z
      .array(
        z.object({ num: z.string(), created_at: z.string().nullish(), yanked: z.boolean().nullish() }).passthrough(),
      )
      .nullish(),
  })
  .passthrough();

export function parseCrate(body: string): RegistryPackage | null {
  const d = safeJson(body, CratesSchema);
  if (!d) return null;
  const page = `https://crates.io/crates/${d.crate.name}`;
  const releases = (d.versions ?? [])
    .filter((v) => !v.yanked && !parseVersion(v.num)?.pre)
    .map((v) => ({ version: v.num, publishedAt: iso(v.created_at), url: `${page}/${v.num}`, notes: null }));
  return {
    registry: "crates",
    name: d.crate.name,
    pageUrl: page,
    description: d.crate.description ?? null,
    homeUrls: urls([d.crate.homepage, d.crate.repository, d.crate.documentation]),
    publisher: null,
    releases: byVersion(releases),
    firstPublishedAt: iso(d.crate.created_at) ?? null,
  };
}

const LookupSchema = z
  .object({
    resultCount: z.number().nullish(),
    results: z.array(
      z
        .object({
          wrapperType: z.string().nullish(),
          kind: z.string().nullish(),
          trackId: z.number().nullish(),
          trackName: z.string().nullish(),
          trackViewUrl: z.string().nullish(),
          version: z.string().nullish(),
          releaseNotes: z.string().nullish(),
          currentVersionReleaseDate: z.string().nullish(),
          releaseDate: z.string().nullish(),
          sellerName: z.string().nullish(),
          artistName: z.string().nullish(),
          sellerUrl: z.string().nullish(),
          artistViewUrl: z.string().nullish(),
          description: z.string().nullish(),
        })
        .passthrough(),
    ),
  })
  .passthrough();

/** The app a lookup answered for `id`; null when the answer is not a lookup, or names no such app. */
/**
 * The lookup of an app the store does not hold (not released yet, or withdrawn): iTunes answers 200 with no
 * results where a registry answers 404.
 */
export function appLookupIsEmpty(body: string): boolean {
  const d = safeJson(body, LookupSchema);
  return d !== null && d.results.length === 0;
}

export function parseAppLookup(body: string, id: string): RegistryPackage | null {
  const d = safeJson(body, LookupSchema);
  const app =
    d?.results.find((r) => String(r.trackId ?? "") === id) ??
    d?.results.find((r) => r.wrapperType === "software" || r.kind === "software");
  if (!app?.trackName) return null;
  // The store's link without its tracking parameter (`?uo=4`).
  const page = cleanStoreUrl(app.trackViewUrl) ?? `https://apps.apple.com/app/id${id}`;
  const current = app.version
    ? [
        {
          version: app.version,
          publishedAt: iso(app.currentVersionReleaseDate),
          url: `${page}#version-${app.version}`,
          notes: app.releaseNotes?.trim().slice(0, NOTES_CHARS) || null,
        },
      ]
    : [];
  return {
    registry: "appstore",
    name: app.trackName,
    pageUrl: page,
    description: app.description?.split("\n")[0]?.trim() || null,
    homeUrls: urls([app.sellerUrl]),
    publisher: app.sellerName ?? app.artistName ?? null,
    releases: current,
    firstPublishedAt: iso(app.releaseDate),
  };
}

function cleanStoreUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const u = new URL(raw);
    u.searchParams.delete("uo");
    u.hash = "";
    return u.href;
  } catch {
    return null;
  }
}

/**
 * The section of a changelog (a README's "Changelog", a CHANGELOG) for `version`: the text under
 * a heading naming it (`## 2.0.0`, `### [v2.0.0] - 2026-11-12`, `## Version 2.0`) up to the next
 * heading of the same or a higher level. Null when none names it.
 */
export function changelogSection(markdown: string, version: string): string | null {
  if (!markdown) return null;
  const lines = markdown.split("\n").map((l) => (l.endsWith("\r") ? l.slice(0, -1) : l));
  // The version as a whole ("2.0" is not in "2.0.1"), after "v" or "Version ", in brackets or not.
  const named = new RegExp(
    `^#{1,6}\\s+.*?(?<![\\w.])(?:v|version\\s+)?\\[?${escapeRegExp(version)}\\]?(?![\\w.]*\\d)`,
    "i",
  );
  const at = lines.findIndex((l) => named.test(l));
  if (at < 0) return null;
  const level = headingLevel(lines[at]!);
  const end = lines.findIndex((l, j) => j > at && headingLevel(l) > 0 && headingLevel(l) <= level);
  const text = lines
    .slice(at + 1, end < 0 ? undefined : end)
    .join("\n")
    .trim();
  return text ? text.slice(0, NOTES_CHARS) : null;
}

/** A Markdown heading's level: its one to six "#" before a space ("### 2.0.0" → 3); 0 for any other line. */
function headingLevel(line: string): number {
  const marks = [...line].findIndex((c) => c !== "#");
  return marks >= 1 && marks <= 6 && (line[marks] === " " || line[marks] === "\t") ? marks : 0;
}

/** A text as a regular expression matching it literally ("1.0.0+build" → "1\\.0\\.0\\+build"). */
function escapeRegExp(text: string): string {
  let out = text;
  for (const c of "\\^$.*+?()[]{}|") out = out.replaceAll(c, `\\${c}`);
  return out;
}

/** Where a package's repository field points: "git+https://github.com/acme/sdk.git", "github:acme/sdk", "acme/sdk". */
function repoUrl(r: z.infer<typeof Repository>): string | null {
  if (!r) return null;
  const raw = typeof r === "string" ? r : (r.url ?? null);
  if (!raw) return null;
  let s = raw;
  if (s.startsWith("git+")) s = s.slice(4);
  if (s.endsWith(".git")) s = s.slice(0, -4);
  if (s.startsWith("git://")) s = `https://${s.slice(6)}`;
  if (s.startsWith("ssh://git@")) s = `https://${s.slice(10)}`;
  if (s.startsWith("github:")) return `https://github.com/${s.slice(7)}`;
  // npm's shorthand for a GitHub repository: "owner/name", nothing else.
  const parts = s.split("/");
  if (parts.length === 2 && parts.every((p) => p && !p.includes(":") && !p.includes(" ")))
    return `https://github.com/${s}`;
  return s;
}

function urls(list: (string | null | undefined)[]): string[] {
  const web = (u: string) => u.toLowerCase().startsWith("http://") || u.toLowerCase().startsWith("https://");
  return [...new Set(list.map((u) => u?.trim() ?? "").filter(web))];
}

function byVersion(releases: PackageRelease[]): PackageRelease[] {
  return releases
    .filter((r) => parseVersion(r.version))
    .sort((a, b) => compareVersions(parseVersion(a.version)!, parseVersion(b.version)!));
}

function iso(value: string | null | undefined): string | null {
  if (!value) return null;
  const t = new Date(value);
  return Number.isNaN(t.getTime()) ? null : t.toISOString();
}

function safeJson<T extends z.ZodTypeAny>(body: string, schema: T): z.infer<T> | null {
  try {
    const r = schema.safeParse(JSON.parse(body));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}
