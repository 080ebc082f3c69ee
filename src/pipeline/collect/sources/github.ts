import { spaceTokens } from "../../../text";
import {
  companyGithubAccount,
  githubAccountOf,
  isAuxiliaryRepo,
  mainRepo,
  parseReleases,
  parseRepos,
  type GithubRepo,
} from "../extract/github";
import type { PageFailure, SiteReader } from "../site";
import type { SnapshotFeedItem, SnapshotPage } from "../snapshot";
import { isPatchRelease, isPreRelease, parseVersion } from "../extract/versions";
import { offsitePage, requestFailure } from "./offsite";
import type { Source, SourceContext } from "./types";
import { withoutTrailingSlashes } from "../urls";

/*
 * GitHub, through its REST API (GITHUB_API_URL, `Accept:
 * application/vnd.github+json`, `X-GitHub-Api-Version: 2022-11-28`, and `Authorization: Bearer
 * GITHUB_TOKEN` when set, for the higher rate limit). Two kinds of account:
 * - the company's, found on its own pages (a github.com/<account> link that is not a founder's):
 *   its public repositories (`/orgs/{org}/repos`, else `/users/{account}/repos` when the account
 *   is a person's) and the releases of its main repository (the most starred own one). A new
 *   public repository or a release is a product update, except a patch release (`v0.9.3`,
 *   `py-1.4.4`: maintenance, not news); the main repository's stars growing by
 *   STAR_GROWTH (both the count and the share) since the last run is traction (metrics shared).
 * - each founder's (`githubUrl`): a new repository is `founder_amplified` only when notable: at
 *   least FOUNDER_REPO_STARS stars, or named on the company's own pages.
 * A rate-limit answer (403/429 with `x-ratelimit-remaining: 0`) ends the source's reading and is
 * its recorded failure reason, never the run's.
 */

/** A founder's repository with at least this many stars is notable. */
export const FOUNDER_REPO_STARS = 100;
/** Star growth since the last run that is notable: at least this many more stars … */
export const STAR_GROWTH_MIN = 100;
/** … and at least this share more (0.25: a quarter). */
export const STAR_GROWTH_SHARE = 0.25;
const REPOS_PER_PAGE = 30;
const RELEASES_PER_PAGE = 5;

export const githubSource: Source = {
  name: "github",
  needs(target, pages) {
    if (target.founders.some((f) => f.githubUrl && githubAccountOf(f.githubUrl)) || companyAccount(target, pages))
      return null;
    return "no GitHub account: no founder has a githubUrl and the company's pages link to none";
  },
  async collect(ctx) {
    // GITHUB_TOKEN when set (absent: unauthenticated, 60 requests an hour).
    const api = new GithubApi(ctx.reader, ctx.endpoints.github, ctx.tokens?.github ?? null);
    const pages: SnapshotPage[] = [];
    const org = companyAccount(ctx.target, ctx.pages);
    try {
      if (org) pages.push(...(await companyPages(api, org, ctx)));
      for (const f of ctx.target.founders) {
        const account = f.githubUrl ? githubAccountOf(f.githubUrl) : null;
        if (!account || account.toLowerCase() === org?.toLowerCase() || api.budgetLeft <= 0) continue;
        const page = await founderPage(api, account, f.name, ctx);
        if (page) pages.push(page);
      }
    } catch (err) {
      if (!(err instanceof StopReading)) throw err;
    }
    return { pages, ...(api.errors.length ? { error: api.errors.join("; ") } : {}) };
  },
};

/** The company's own account, from links on its pages (a founder's account is the founder's). */
function companyAccount(target: SourceContext["target"], pages: SnapshotPage[]): string | null {
  const founders = target.founders
    .map((f) => (f.githubUrl ? githubAccountOf(f.githubUrl) : null))
    .filter((a): a is string => !!a);
  const links = pages.filter((p) => !p.source).flatMap((p) => (p.links ?? []).map((l) => l.url));
  return companyGithubAccount(links, founders);
}

async function companyPages(api: GithubApi, org: string, ctx: SourceContext): Promise<SnapshotPage[]> {
  const listed = await api.repos(org);
  if (!listed) return [];
  const own = listed.repos.filter((r) => !r.fork);
  // A helper of the product (its benchmarks, examples, docs) is no product: its description must state one.
  const items: SnapshotFeedItem[] = own.map((r) => ({
    title: `${r.fullName}: a new public repository${r.description ? ` — ${r.description}` : ""}`,
    url: r.url,
    publishedAt: r.createdAt,
    detail: {
      source: "github",
      ...(isAuxiliaryRepo(r) ? {} : { type: "product_update" as const }),
      cue: `a new public repository on the company's GitHub (${r.fullName})`,
      ...(r.description ? { text: r.description } : {}),
    },
  }));
  const main = mainRepo(own);
  if (main) {
    items.push(...starGrowth(main, ctx.previous, listed.url, "metrics_shared"));
    const releases = api.budgetLeft > 0 ? await api.releases(main) : null;
    // A patch release (`v0.9.3`, `py-1.4.4`) is maintenance, and a pre-release (`v3.0.0-rc.1`, GitHub's flag) a
    // preview of a release that is news the day it ships: neither is news.
    const told = (r: { tag: string; name: string; prerelease: boolean }) =>
      !r.prerelease && !isPatchRelease(parseVersion(r.tag) ? r.tag : r.name) && !isPreRelease(r.tag);
    for (const rel of (releases ?? []).filter(told)) {
      items.push({
        title:
          `${main.name} ` +
          `${rel.name === rel.tag || rel.name.includes(rel.tag) ? rel.name : `${rel.name} (${rel.tag})`}`,
        url: rel.url,
        publishedAt: rel.publishedAt,
        detail: {
          source: "github",
          type: "product_update",
          cue: `a release of ${main.fullName}, the company's main repository`,
          ...(rel.body ? { text: rel.body.slice(0, 1500) } : {}),
        },
      });
    }
  }
  // Where the repositories' own homepages point (a package on npm, an app on the App Store): the registries' sources
  // read them.
  const homepages = own
    .map((r) => r.homepage)
    .filter((h): h is string => !!h)
    .map((url) => ({ url, text: "homepage" }));
  return [
    offsitePage("github", listed.url, items, {
      owner: "company",
      repos: own.map((r) => ({ url: r.url, stars: r.stars })),
      ...(homepages.length ? { links: homepages } : {}),
    }),
  ];
}

async function founderPage(
  api: GithubApi,
  account: string,
  founder: string,
  ctx: SourceContext,
): Promise<SnapshotPage | null> {
  const listed = await api.repos(account, true);
  if (!listed) return null;
  const own = listed.repos.filter((r) => !r.fork);
  const named = new Set(
    ctx.pages
      .filter((p) => !p.source)
      .flatMap((p) => [
        ...(p.links ?? []).map((l) => withoutTrailingSlashes(l.url.toLowerCase())),
        ...spaceTokens((p.text ?? "").toLowerCase()),
      ]),
  );
  const notable = (r: GithubRepo) =>
    r.stars >= FOUNDER_REPO_STARS || named.has(r.url.toLowerCase()) || named.has(r.fullName.toLowerCase());
  const items: SnapshotFeedItem[] = own.filter(notable).map((r) => ({
    title: `${founder}'s repository ${r.fullName}${r.description ? ` — ${r.description}` : ""}`,
    url: r.url,
    publishedAt: r.createdAt,
    detail: {
      source: "github",
      type: "founder_amplified",
      cue:
        r.stars >= FOUNDER_REPO_STARS
          ? `${founder}'s repository ${r.fullName} has ${r.stars} stars`
          : `${founder}'s repository ${r.fullName}, named on the company's pages`,
      label: `${r.fullName} (${r.stars} stars)`,
      ...(r.description ? { text: r.description } : {}),
    },
  }));
  for (const r of own) items.push(...starGrowth(r, ctx.previous, listed.url, "founder_amplified", founder));
  return offsitePage("github", listed.url, items, {
    owner: founder,
    repos: own.map((r) => ({ url: r.url, stars: r.stars })),
  });
}

/**
 * The repository's stars against the last run's count on the same page: growth of at least
 * STAR_GROWTH_MIN stars and STAR_GROWTH_SHARE is an item of its own (its URL carries the new
 * count, so each notable jump is new once).
 */
function starGrowth(
  repo: GithubRepo,
  previous: SnapshotPage[] | null,
  pageUrl: string,
  type: "metrics_shared" | "founder_amplified",
  founder?: string,
): SnapshotFeedItem[] {
  const before = previous
    ?.find((p) => p.source === "github" && p.url === pageUrl)
    ?.repos?.find((r) => r.url === repo.url)?.stars;
  if (before === undefined || repo.stars - before < STAR_GROWTH_MIN || repo.stars < before * (1 + STAR_GROWTH_SHARE))
    return [];
  const whose = founder ? `${founder}'s repository` : "the company's main repository";
  return [
    {
      title: `${repo.fullName} grew from ${before} to ${repo.stars} stars`,
      url: `${repo.url}/stargazers#${repo.stars}`,
      publishedAt: null,
      detail: {
        source: "github",
        type,
        cue: `${whose} ${repo.fullName} gained ${repo.stars - before} stars since the last run`,
        label: `${repo.fullName}: ${before} → ${repo.stars} stars`,
      },
    },
  ];
}

/** Stops the source's reading (a rate limit: every further request would be refused too). */
class StopReading extends Error {}

/** GitHub's REST API through the source's reader: its headers, its errors recorded. */
class GithubApi {
  readonly errors: string[] = [];
  private readonly headers: Record<string, string>;

  constructor(
    private readonly reader: SiteReader,
    private readonly base: string,
    token: string | null,
  ) {
    this.headers = { "x-github-api-version": "2022-11-28", ...(token ? { authorization: `Bearer ${token}` } : {}) };
  }

  get budgetLeft(): number {
    return this.reader.budgetLeft;
  }

  /** An account's repositories, most recently pushed first: as an organisation's, else (a 404) as a person's. */
  async repos(account: string, person = false): Promise<{ url: string; repos: GithubRepo[] } | null> {
    const list = (kind: "orgs" | "users") =>
      `${withoutTrailingSlashes(this.base)}/${kind}/${encodeURIComponent(account)}/repos?sort=pushed&per_page=` +
      `${REPOS_PER_PAGE}`;
    let url = list(person ? "users" : "orgs");
    let res = await this.get(url);
    if (!res.ok && res.status === 404 && !person && this.budgetLeft > 0) {
      url = list("users");
      res = await this.get(url);
    }
    if (!res.ok) return this.failed(`GET ${url}`, res);
    const repos = parseRepos(res.body);
    if (!repos) return this.failed(`GET ${url}`, null);
    return { url, repos };
  }

  async releases(repo: GithubRepo): Promise<ReturnType<typeof parseReleases>> {
    const url =
      `${withoutTrailingSlashes(this.base)}/repos/${repo.fullName.split("/").map(encodeURIComponent).join("/")}` +
      `/releases?per_page=${RELEASES_PER_PAGE}`;
    const res = await this.get(url);
    if (!res.ok) return this.failed(`GET ${url}`, res);
    return parseReleases(res.body) ?? this.failed(`GET ${url}`, null);
  }

  private get(url: string) {
    return this.reader.api(url, { accept: "application/vnd.github+json", headers: this.headers });
  }

  private failed(what: string, res: PageFailure | null): null {
    this.errors.push(res ? requestFailure(what, res) : `${what}: not a GitHub answer`);
    if (res && (res.rateLimited || res.reason === "deadline")) throw new StopReading();
    return null;
  }
}
