import { companyGithubAccount, githubAccountOf } from "../extract/github";
import { packagesOf, type PackageRef, type Registry } from "../extract/packages";
import {
  appLookupIsEmpty,
  parseAppLookup,
  parseCrate,
  parseNpmPackument,
  parsePypiProject,
  type PackageRelease,
  type RegistryPackage,
} from "../extract/registries";
import { parseVersion, releaseKind } from "../extract/versions";
import { isOnDomain, namePhrase } from "../mentions";
import type { SnapshotFeedItem, SnapshotPage } from "../snapshot";
import { companyIdentity, JSON_ACCEPT, offsitePage, requestFailure } from "./offsite";
import type { Source, SourceContext, SourceEndpoints } from "./types";
import { withoutTrailingSlashes } from "../urls";

/*
 * Releases of what the company ships: its packages on npm, PyPI and crates.io,
 * and its apps on the App Store, as its own pages and its GitHub repositories point to them
 * (extract/packages.ts). Each registry is a source (`npm`, `pypi`, `crates`, `appstore`), read at
 * its documented path: `GET {NPM_REGISTRY_URL}/{package}`, `GET {PYPI_URL}/pypi/{project}/json`,
 * `GET {CRATES_API_URL}/api/v1/crates/{crate}`, `GET {ITUNES_LOOKUP_URL}?id={id}`. crates.io
 * refuses requests without an identifying User-Agent: the fetcher sends FETCH_USER_AGENT.
 *
 * A first release or a new major version is a product update, with what the release says of
 * itself quoted (the App Store's release notes, the version's section of the README's
 * changelog); minor and patch releases are routine and not reported. A package only an install
 * command names (`pip install acme` in the docs) counts when its metadata points back at the
 * company (its domain, its GitHub account, its name as the publisher); else it is someone else's.
 *
 * All of a registry's packages are one snapshot page, so a package the site starts linking to
 * later is compared like the others (its first release, if recent, is news).
 */

const LABEL: Record<Registry, string> = { npm: "npm", pypi: "PyPI", crates: "crates.io", appstore: "the App Store" };
/** Packages (apps) read per run from one registry, links first. */
const MAX_PACKAGES = 3;
/** Notable releases kept per package (the newest). */
const MAX_ITEMS_PER_PACKAGE = 5;

export function registryApiUrl(registry: Registry, name: string, endpoints: SourceEndpoints): string {
  const base = withoutTrailingSlashes(endpoints[registry]);
  switch (registry) {
    case "npm":
      // A scoped name keeps its @ and escapes its slash, as the npm client asks: /@acme%2Fsdk.
      return `${base}/${name.startsWith("@") ? `@${encodeURIComponent(name.slice(1))}` : encodeURIComponent(name)}`;
    case "pypi":
      return `${base}/pypi/${encodeURIComponent(name)}/json`;
    case "crates":
      return `${base}/api/v1/crates/${encodeURIComponent(name)}`;
    case "appstore":
      return `${base}?id=${encodeURIComponent(name)}`;
  }
}

/** The registry's one snapshot page: the same key run after run, whichever packages it holds. */
function pageKey(registry: Registry, endpoints: SourceEndpoints): string {
  return `${withoutTrailingSlashes(endpoints[registry])}#${registry}`;
}

function parse(registry: Registry, body: string, name: string): RegistryPackage | null {
  switch (registry) {
    case "npm":
      return parseNpmPackument(body);
    case "pypi":
      return parsePypiProject(body);
    case "crates":
      return parseCrate(body);
    case "appstore":
      return parseAppLookup(body, name);
  }
}

/** The registry's packages the company's pages (and its GitHub repositories' homepages) name. */
function packagesFor(registry: Registry, pages: SnapshotPage[]): PackageRef[] {
  const own = pages.filter((p) => !p.source || p.source === "github");
  return packagesOf(own).filter((p) => p.registry === registry);
}

function registrySource(registry: Registry): Source {
  const label = LABEL[registry];
  return {
    name: registry,
    after: ["github"],
    idlePage: ({ endpoints }) =>
      offsitePage(registry, pageKey(registry, endpoints), [], {
        title: `${label}: no package of the company's`,
        packages: [],
        idle: true,
      }),
    needs(_target, pages) {
      return packagesFor(registry, pages).length
        ? null
        : `no ${registry === "appstore" ? "App Store app" : `${label} package`} linked from the company's site ` +
            `or GitHub`;
    },
    async collect(ctx) {
      const refs = packagesFor(registry, ctx.pages)
        .sort((a, b) => Number(b.via === "link") - Number(a.via === "link"))
        .slice(0, MAX_PACKAGES);
      const items: SnapshotFeedItem[] = [];
      const read: { name: string; url: string; releases: string[] }[] = [];
      const notTheirs: { name: string; why: string }[] = [];
      const errors: string[] = [];
      for (const ref of refs) {
        if (ctx.reader.budgetLeft <= 0) break;
        const url = registryApiUrl(registry, ref.name, ctx.endpoints);
        const res = await ctx.reader.api(url, { accept: JSON_ACCEPT });
        // A package that does not exist: not published yet (a link ahead of the release), or someone's guess; not the
        // source failing. The store answers an app it does not hold with an empty lookup, not a 404.
        if (res.status === 404 || (res.ok && registry === "appstore" && appLookupIsEmpty(res.body))) {
          read.push({ name: ref.name, url: url, releases: [] });
          continue;
        }
        if (!res.ok) {
          errors.push(requestFailure(`${label} ${ref.name}`, res));
          if (res.rateLimited || res.reason === "deadline") break;
          continue;
        }
        const pkg = parse(registry, res.body, ref.name);
        if (!pkg) {
          errors.push(
            `${label} ${ref.name}: the answer is not ` +
              `${registry === "appstore" ? "an App Store lookup naming the app" : `a ${label} package`}`,
          );
          continue;
        }
        if (ref.via === "install") {
          const why = whyNotTheirs(pkg, ctx);
          if (why) {
            notTheirs.push({ name: pkg.name, why });
            continue;
          }
        }
        read.push({ name: pkg.name, url: pkg.pageUrl, releases: pkg.releases.map((r) => r.version) });
        items.push(...notableReleases(pkg, url));
      }
      if (!read.length && errors.length) return { pages: [], error: errors.join("; ") };
      const page = offsitePage(registry, pageKey(registry, ctx.endpoints), items, {
        title: `${label}: ${read.map((r) => r.name).join(", ") || "no package of the company's"}`,
        packages: read,
        ...(notTheirs.length ? { namesakes: notTheirs.map((n) => ({ item: n.name, why: n.why })) } : {}),
      });
      return { pages: [page], ...(errors.length ? { error: errors.join("; ") } : {}) };
    },
  };
}

/**
 * Why a package only an install command named is not the company's, or null when it is: its
 * metadata must point at the company's domain or GitHub account, or name it as the publisher.
 */
function whyNotTheirs(pkg: RegistryPackage, ctx: SourceContext): string | null {
  const company = companyIdentity(ctx.target);
  const accounts = githubAccounts(ctx);
  const home = pkg.homeUrls.find(
    (u) => isOnDomain(u, company.domain) || accounts.some((a) => githubAccountOf(u)?.toLowerCase() === a),
  );
  if (home) return null;
  if (pkg.publisher && namePhrase(pkg.publisher) && namePhrase(pkg.publisher) === namePhrase(company.name)) return null;
  const where = pkg.homeUrls.length
    ? `points to ${pkg.homeUrls.slice(0, 2).join(", ")}`
    : "names no homepage or repository";
  return (
    `an install command on the company's pages names ${pkg.name}, but its ${LABEL[pkg.registry]} metadata ` +
    `${where}, not the company`
  );
}

function githubAccounts(ctx: SourceContext): string[] {
  const founders = ctx.target.founders
    .map((f) => (f.githubUrl ? githubAccountOf(f.githubUrl) : null))
    .filter((a): a is string => !!a);
  const links = ctx.pages.filter((p) => !p.source).flatMap((p) => (p.links ?? []).map((l) => l.url));
  const org = companyGithubAccount(links, founders);
  return [...(org ? [org] : []), ...founders].map((a) => a.toLowerCase());
}

/**
 * The releases worth telling: the first one, and each new major version (`2.0.0`, an app's
 * `3.0`). Each is an item dated by its publication, keyed by its own page.
 */
export function notableReleases(pkg: RegistryPackage, apiUrl: string): SnapshotFeedItem[] {
  const label = LABEL[pkg.registry];
  const links = [
    { url: pkg.pageUrl, text: `${pkg.name} on ${label}` },
    ...(apiUrl !== pkg.pageUrl ? [{ url: apiUrl, text: `${label} answer` }] : []),
  ];
  const items: SnapshotFeedItem[] = [];
  const item = (
    release: Pick<PackageRelease, "version" | "url" | "notes" | "publishedAt">,
    what: "first" | "major",
  ): SnapshotFeedItem => {
    const text = [release.notes, pkg.description].filter(Boolean).join("\n");
    // Titles that state no event of their own: an app's name may hold any words ("Kilnly: Studio Member"), and a
    // verb after it would make its last word the subject. The source says what happened (`type`, `cue`).
    const title =
      pkg.registry === "appstore"
        ? what === "first"
          ? `${pkg.name}: first release on the App Store`
          : `${pkg.name} ${release.version} on the App Store`
        : what === "first"
          ? `${pkg.name} ${release.version}: first release on ${label}`
          : `${pkg.name} ${release.version} on ${label}`;
    const cue =
      what === "first"
        ? `the first release of ${pkg.name} on ${label}`
        : `a new major version of ${pkg.name} on ${label} (${release.version})`;
    return {
      title,
      url: release.url,
      publishedAt: release.publishedAt,
      detail: {
        source: pkg.registry,
        type: "product_update",
        cue,
        label: title,
        ...(text ? { text: text.slice(0, 1500) } : {}),
        links,
      },
    };
  };
  if (pkg.registry === "appstore") {
    // The lookup knows the app's first release and its current version only.
    if (pkg.firstPublishedAt)
      items.push(
        item({ version: "", url: `${pkg.pageUrl}#released`, notes: null, publishedAt: pkg.firstPublishedAt }, "first"),
      );
    const current = pkg.releases[pkg.releases.length - 1];
    const v = current ? parseVersion(current.version) : null;
    if (current && v && releaseKind(v) === "major") items.push(item(current, "major"));
    return items;
  }
  const [first, ...later] = pkg.releases;
  if (first) items.push(item({ ...first, publishedAt: first.publishedAt ?? pkg.firstPublishedAt }, "first"));
  for (const r of later) {
    const v = parseVersion(r.version);
    if (v && releaseKind(v) === "major") items.push(item(r, "major"));
  }
  return items.slice(-MAX_ITEMS_PER_PACKAGE);
}

/** npm, PyPI, crates.io, the App Store, in that order. */
export const REGISTRY_SOURCES: Source[] = (["npm", "pypi", "crates", "appstore"] as const).map(registrySource);
