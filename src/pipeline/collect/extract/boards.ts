import { parseAbsoluteHttpUrl } from "../../../identity/url";

/*
 * The job boards a company hosts its roles on (Greenhouse, Lever, Ashby, Workable), found where
 * sites put them: careers links (`jobs.lever.co/acme`), job links (`job-boards.greenhouse.io/acme/
 * jobs/123`), iframes (`boards.greenhouse.io/embed/job_board?for=acme`) and the boards' embed
 * scripts (Greenhouse's `<div id="grnhse_app">` with `boards.greenhouse.io/embed/job_board/js?for=
 * acme`, Ashby's `jobs.ashbyhq.com/acme/embed`, Lever's `leverJobsOptions = {accountName: "acme"}`,
 * Workable's `apply.workable.com/acme/` and older `acme.workable.com` links). An embedded board
 * writes its roles with script, so the careers page's HTML lists none: the board's public API is
 * read instead (sources/job-boards.ts).
 *
 * Workable's widget embed, `whr_embed(123456, …)`, names the account by a number, while the
 * widget API (`/api/v1/widget/accounts/{account}`) is documented and used with the account's
 * subdomain; nothing shows it takes the number, and it answers an unknown account with an empty
 * board rather than an error, so a guess would read as "no roles". The number is not used.
 */

export const BOARD_PROVIDERS = ["greenhouse", "lever", "ashby", "workable"] as const;
export type BoardProvider = (typeof BOARD_PROVIDERS)[number];

/** One company's board on one provider: the token its public API is read with. */
export interface BoardRef {
  provider: BoardProvider;
  token: string;
}

export const PROVIDER_NAMES: Record<BoardProvider, string> = {
  greenhouse: "Greenhouse",
  lever: "Lever",
  ashby: "Ashby",
  workable: "Workable",
};

/** A board's token as the providers' APIs take it: "acme", "acme-robotics", "acme.io". */
const TOKEN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
/** First path segments that are the board host's own pages, not a company's board (lower case). */
const NOT_A_BOARD = new Set(
  "embed v0 v1 api j static assets favicon.ico robots.txt sitemap.xml posting-api careers jobs".split(" "),
);

/**
 * The board hosts of each provider, as a user may give one (`jobBoardUrl`) or a site links to one;
 * the board is the first path segment. One list: detection, `boardFromUrl` and the `jobBoardUrl`
 * schema's published pattern (services/tracker/fields.schema.ts) are all built from it.
 */
export const BOARD_HOSTS: Record<BoardProvider, readonly string[]> = {
  greenhouse: [
    "boards.greenhouse.io",
    "job-boards.greenhouse.io",
    "boards.eu.greenhouse.io",
    "job-boards.eu.greenhouse.io",
  ],
  lever: ["jobs.lever.co", "jobs.eu.lever.co"],
  ashby: ["jobs.ashbyhq.com"],
  workable: ["apply.workable.com"],
};

/** Workable's older board host, `https://acme.workable.com/`: the subdomain is the account, whatever the path. */
export const WORKABLE_ACCOUNT_DOMAIN = "workable.com";
/** A DNS label, as an account's subdomain is written. */
export const WORKABLE_ACCOUNT_LABEL = "[A-Za-z0-9][A-Za-z0-9-]{0,62}";
/** Workable's own subdomains, which are no company's board. */
export const WORKABLE_OWN_SUBDOMAINS = [
  "www",
  "apply",
  "api",
  "app",
  "help",
  "resources",
  "blog",
  "engineering",
  "status",
  "jobs",
  "careers",
  "assets",
  "static",
  "cdn",
  "developers",
  "workable",
] as const;
const WORKABLE_OWN = new Set<string>(WORKABLE_OWN_SUBDOMAINS);

/** The account an `<account>.workable.com` host names, or null (another host, or Workable's own). */
function workableAccountOf(hostname: string): string | null {
  const host = hostname.toLowerCase();
  const suffix = `.${WORKABLE_ACCOUNT_DOMAIN}`;
  const account = host.endsWith(suffix) ? host.slice(0, -suffix.length) : "";
  // One DNS label (the URL parser has checked its characters): "acme", not "eu.acme" or "-acme".
  const label = account !== "" && account.length <= 63 && !account.includes(".") && !account.startsWith("-");
  return label && !WORKABLE_OWN.has(account) ? account : null;
}

/** The provider whose board host this URL is on, or null. */
export function boardProviderOf(url: string): BoardProvider | null {
  const u = parseAbsoluteHttpUrl(url);
  if (!u) return null;
  const host = u.hostname.toLowerCase();
  const provider = BOARD_PROVIDERS.find((p) => BOARD_HOSTS[p].includes(host));
  return provider ?? (workableAccountOf(host) ? "workable" : null);
}

/**
 * The board a URL points at: a board's page, one of its jobs, or its embed (`?for=TOKEN`).
 * Null for any other URL, and for the board hosts' own pages.
 */
export function boardFromUrl(url: string): BoardRef | null {
  const u = parseAbsoluteHttpUrl(url);
  if (!u) return null;
  const provider = boardProviderOf(url);
  if (!provider) return null;
  const parts = u.pathname
    .split("/")
    .filter(Boolean)
    .map((p) => decodeURIComponent(p));
  let token: string | undefined;
  const account = workableAccountOf(u.hostname);
  if (account) return { provider: "workable", token: account };
  if (provider === "greenhouse" && parts[0] === "embed") token = u.searchParams.get("for") ?? undefined;
  else token = parts[0];
  if (!token || !TOKEN.test(token) || NOT_A_BOARD.has(token.toLowerCase())) return null;
  return { provider, token: token.toLowerCase() };
}

/** The board's public page, as evidence links it (the API's answer is no page for a reader). */
export function boardPageUrl(ref: BoardRef): string {
  const t = encodeURIComponent(ref.token);
  switch (ref.provider) {
    case "greenhouse":
      return `https://job-boards.greenhouse.io/${t}`;
    case "lever":
      return `https://jobs.lever.co/${t}`;
    case "ashby":
      return `https://jobs.ashbyhq.com/${t}`;
    case "workable":
      return `https://apply.workable.com/${t}/`;
  }
}

/**
 * URLs anywhere in a page's HTML: in links, iframes and script sources, or inside inline scripts, where JSON may
 * escape their slashes ("https:\/\/jobs.lever.co\/acme"). Ends at whitespace, a quote, a parenthesis or a tag.
 */
const URL_IN_HTML = /https?:(?:\/\/|\\\/\\\/)[^\s"'<>()]*/gi;
/** Lever's documented embed: `window.leverJobsOptions = { accountName: 'acme', … }`. */
const LEVER_EMBED = /leverJobsOptions\s*=\s*\{[^}]*?accountName\s*:\s*["']([A-Za-z0-9._-]+)["']/g;

/** Every board a page names, each once, in page order. */
export function detectBoards(html: string): BoardRef[] {
  const found: { at: number; ref: BoardRef | null }[] = [];
  for (const m of html.matchAll(URL_IN_HTML))
    found.push({ at: m.index, ref: boardFromUrl(m[0].replaceAll("\\/", "/").replaceAll("&amp;", "&")) });
  for (const m of html.matchAll(LEVER_EMBED))
    found.push({ at: m.index, ref: { provider: "lever", token: m[1]!.toLowerCase() } });
  const out: BoardRef[] = [];
  for (const { ref } of found.sort((a, b) => a.at - b.at))
    if (ref && !out.some((r) => r.provider === ref.provider && r.token === ref.token)) out.push(ref);
  return out;
}
