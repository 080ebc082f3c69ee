import { z } from "zod";
import { parseAbsoluteHttpUrl } from "../../../identity/url";

/*
 * GitHub's REST API (docs.github.com/rest, version 2022-11-28): `GET /orgs/{org}/repos` and
 * `GET /users/{username}/repos` answer arrays of repositories (`id, name, full_name, html_url,
 * description, fork, stargazers_count, created_at, pushed_at, archived`, …);
 * `GET /repos/{owner}/{repo}/releases` an array of releases (`id, tag_name, name, html_url,
 * published_at, draft, prerelease, body`, …). And where the company's own pages name its account:
 * a link to github.com/<account>.
 */

const RepoSchema = z.object({
  id: z.number(),
  name: z.string(),
  full_name: z.string(),
  html_url: z.string(),
  description: z.string().nullish(),
  fork: z.boolean().nullish(),
  stargazers_count: z.number().nullish(),
  created_at: z.string().nullish(),
  pushed_at: z.string().nullish(),
  archived: z.boolean().nullish(),
  homepage: z.string().nullish(),
});

const ReleaseSchema = z.object({
  id: z.number(),
  tag_name: z.string(),
  name: z.string().nullish(),
  html_url: z.string(),
  published_at: z.string().nullish(),
  draft: z.boolean().nullish(),
  prerelease: z.boolean().nullish(),
  body: z.string().nullish(),
});

export interface GithubRepo {
  id: number;
  name: string;
  fullName: string;
  url: string;
  description: string | null;
  fork: boolean;
  archived: boolean;
  stars: number;
  createdAt: string | null;
  pushedAt: string | null;
  /** The repository's website, as its owners set it (a docs site, a package's registry page). */
  homepage: string | null;
}

export interface GithubRelease {
  id: number;
  tag: string;
  name: string;
  url: string;
  publishedAt: string | null;
  prerelease: boolean;
  body: string;
}

/**
 * A repositories answer; null when the body is not an array (an error object, an HTML page). Malformed entries are
 * skipped.
 */
export function parseRepos(body: string): GithubRepo[] | null {
  const list = jsonArray(body);
  if (!list) return null;
  return list.flatMap((raw) => {
    const r = RepoSchema.safeParse(raw);
    if (!r.success) return [];
    const d = r.data;
    return [
      {
        id: d.id,
        name: d.name,
        fullName: d.full_name,
        url: d.html_url,
        description: d.description ?? null,
        fork: d.fork ?? false,
        archived: d.archived ?? false,
        stars: d.stargazers_count ?? 0,
        createdAt: d.created_at ?? null,
        pushedAt: d.pushed_at ?? null,
        homepage: d.homepage?.trim() || null,
      },
    ];
  });
}

/** A releases answer, drafts left out (GitHub lists them only to the repository's writers). */
export function parseReleases(body: string): GithubRelease[] | null {
  const list = jsonArray(body);
  if (!list) return null;
  return list.flatMap((raw) => {
    const r = ReleaseSchema.safeParse(raw);
    if (!r.success || r.data.draft) return [];
    const d = r.data;
    return [
      {
        id: d.id,
        tag: d.tag_name,
        name: d.name?.trim() || d.tag_name,
        url: d.html_url,
        publishedAt: d.published_at ?? null,
        prerelease: d.prerelease ?? false,
        body: d.body ?? "",
      },
    ];
  });
}

function jsonArray(body: string): unknown[] | null {
  try {
    const v = JSON.parse(body);
    return Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}

/** Paths of github.com that are GitHub's own pages, not an account. */
const GITHUB_PAGES = new Set([
  "about",
  "apps",
  "blog",
  "collections",
  "contact",
  "customer-stories",
  "enterprise",
  "events",
  "explore",
  "features",
  "login",
  "join",
  "marketplace",
  "new",
  "notifications",
  "orgs",
  "pricing",
  "pulls",
  "issues",
  "search",
  "security",
  "settings",
  "site",
  "sponsors",
  "team",
  "topics",
  "trending",
  "readme",
  "codespaces",
  "resources",
  "solutions",
  "signup",
  "organizations",
  "users",
  "git-guides",
]);

const GITHUB_HOSTS = new Set(["github.com", "www.github.com"]);
/** A GitHub account's name: letters, digits and hyphens, at most 39, not starting with a hyphen ("acme-robotics"). */
const GITHUB_ACCOUNT = /^[a-z\d][a-z\d-]{0,38}$/i;

/** The account a github.com URL names ("https://github.com/acme/robot-os" → "acme"), or null. */
export function githubAccountOf(url: string): string | null {
  const u = parseAbsoluteHttpUrl(url);
  if (!u || !GITHUB_HOSTS.has(u.hostname.toLowerCase())) return null;
  const parts = u.pathname.split("/").filter(Boolean);
  // github.com/orgs/acme/… names the organisation too.
  const account = parts[0]?.toLowerCase() === "orgs" ? parts[1] : parts[0];
  if (!account || GITHUB_PAGES.has(account.toLowerCase()) || !GITHUB_ACCOUNT.test(account)) return null;
  return account;
}

/**
 * The company's GitHub account from links on its own pages: the account linked most often,
 * leaving out the founders' own accounts (a team page links each founder's profile).
 */
export function companyGithubAccount(links: string[], founderAccounts: string[]): string | null {
  const founders = new Set(founderAccounts.map((a) => a.toLowerCase()));
  const counts = new Map<string, { name: string; n: number }>();
  for (const url of links) {
    const account = githubAccountOf(url);
    if (!account || founders.has(account.toLowerCase())) continue;
    const key = account.toLowerCase();
    counts.set(key, { name: counts.get(key)?.name ?? account, n: (counts.get(key)?.n ?? 0) + 1 });
  }
  const best = [...counts.values()].sort((a, b) => b.n - a.n)[0];
  return best?.name ?? null;
}

/**
 * The repository the company's work centres on: its most starred own repository that is neither a fork nor archived.
 */
export function mainRepo(repos: GithubRepo[]): GithubRepo | null {
  return (
    [...repos]
      .filter((r) => !r.fork && !r.archived)
      .sort((a, b) => b.stars - a.stars || (b.pushedAt ?? "").localeCompare(a.pushedAt ?? ""))[0] ?? null
  );
}

/** Words of a repository that serves the product rather than being one: benchmarks, examples, docs, a website. */
const AUXILIARY = new Set(
  (
    "bench benchmark benchmarks benchmarking example examples demo demos sample samples doc docs documentation " +
    "website site www blog scripts script dotfiles config configs template templates starter playground sandbox " +
    "fixtures assets brand branding tap homebrew awesome github infra ci tests testing"
  ).split(" "),
);

/**
 * Whether a repository is a product's helper by its name: every word of it auxiliary or the account's own name
 * ("emberlake/bench", "acme/acme-examples", ".github"); "acme/docs-engine" is a product.
 */
export function isAuxiliaryRepo(repo: Pick<GithubRepo, "name" | "fullName">): boolean {
  if (repo.name.startsWith(".")) return true;
  const owner = new Set(
    repo.fullName
      .split("/")[0]!
      .toLowerCase()
      .split(/[-_.]+/),
  );
  const words = repo.name
    .toLowerCase()
    .split(/[-_.]+/)
    .filter((w) => w && !owner.has(w));
  return words.length > 0 && words.every((w) => AUXILIARY.has(w));
}
