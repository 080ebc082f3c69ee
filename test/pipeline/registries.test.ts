import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config";
import { sourceSettingsFromConfig } from "../../src/pipeline";
import { Deadline } from "../../src/pipeline/collect/deadline";
import { packagesOf, packagesInText } from "../../src/pipeline/collect/extract/packages";
import {
  changelogSection,
  parseAppLookup,
  parseCrate,
  parseNpmPackument,
  parsePypiProject,
} from "../../src/pipeline/collect/extract/registries";
import { isPatchRelease, parseVersion, releaseKind } from "../../src/pipeline/collect/extract/versions";
import { collectSnapshot } from "../../src/pipeline/collect";
import { COLLECT_PORTS } from "../../src/pipeline/run";
import { notableReleases, REGISTRY_SOURCES } from "../../src/pipeline/collect/sources/registries";
import type { Source } from "../../src/pipeline/collect/sources/types";
import type { Fetcher, FetchResult } from "../../src/platform/fetcher";
import { CORPUS_DIR } from "../scenarios/scenario";

/*
 * Releases on the registries (docs/pipeline.md §Sources): what the registries answer (the corpus' payloads, modelled on
 * npm's packument,
 * PyPI's JSON API, crates.io's API and the iTunes lookup), which releases are news (a first
 * release, a new major version; never a patch), and whose package a site's install command names.
 */

const fixture = (scenario: string, rel: string) =>
  readFileSync(join(CORPUS_DIR, scenario, rel), "utf8").replaceAll("{{api}}", "http://api.test");

/** One collection run of the site and the registries at a fixed time, as the tracker runs them. */
async function collectRegistries(
  sources: Source[],
  fetcher: Fetcher,
  config: Record<string, string>,
  company: { website: string; companyName: string },
  now: string,
) {
  const deadline = new Deadline(10_000);
  try {
    const settings = { ...sourceSettingsFromConfig(loadConfig(config)), timeoutMs: 5_000 };
    return await collectSnapshot(
      {
        ports: COLLECT_PORTS,
        fetcher,
        deadline,
        unfetchableHosts: [],
        pageBudget: 12,
        textChars: 1000,
        now: new Date(now),
        settings,
        sources: [...sources, ...REGISTRY_SOURCES],
      },
      { ...company, companyLinkedinUrl: null, companyTwitterUrl: null, founders: [] },
      null,
    );
  } finally {
    deadline.dispose();
  }
}

describe("versions as tags and registries write them", () => {
  it.each([
    ["py-1.4.4", "patch"],
    ["v0.9.3", "patch"],
    ["v2.0.0", "major"],
    ["@acme/sdk@2.0.0", "major"],
    ["3.0", "major"],
    ["Robot OS 2.0", "major"],
    ["sdk-v3.1.0", "minor"],
    ["0.10.0", "minor"],
    ["v2.1.0-beta.1", "prerelease"],
    ["2.0.0rc1", "prerelease"],
  ])("%s is a %s release", (tag, kind) => {
    expect(releaseKind(parseVersion(tag)!)).toBe(kind);
  });

  it("a tag without a version is no patch (it is kept)", () => {
    expect(parseVersion("nightly")).toBeNull();
    expect(isPatchRelease("nightly")).toBe(false);
    expect(isPatchRelease("py-1.4.4")).toBe(true);
  });
});

describe("the packages a company's pages point to", () => {
  it("reads registry links and App Store badges as the company's own word, install commands as a guess", () => {
    const refs = packagesOf([
      {
        links: [
          { url: "https://www.npmjs.com/package/@brightwire/sdk" },
          { url: "https://pypi.org/project/Fathomly_SDK/" },
          { url: "https://crates.io/crates/kestrel-trace" },
          { url: "https://apps.apple.com/us/app/mealwise-meal-planner/id1589432107" },
          { url: "https://www.npmjs.com/" },
        ],
        text: "npm install @brightwire/sdk\npip install -U acme-cli[extras]\ncargo add tern-parse\nyarn add react@18",
      },
    ]);
    expect(refs).toEqual([
      { registry: "npm", name: "@brightwire/sdk", via: "link" },
      { registry: "pypi", name: "fathomly-sdk", via: "link" },
      { registry: "crates", name: "kestrel-trace", via: "link" },
      { registry: "appstore", name: "1589432107", via: "link" },
      { registry: "npm", name: "react", via: "install" },
      { registry: "pypi", name: "acme-cli", via: "install" },
      { registry: "crates", name: "tern-parse", via: "install" },
    ]);
  });

  it("does not take the words of a sentence for a package", () => {
    expect(packagesInText("Run npm install to set up, then pip install the requirements.")).toEqual([]);
  });
});

describe("what each registry answers", () => {
  it("npm's packument: versions with their times, the README's changelog section for a version", () => {
    const pkg = parseNpmPackument(fixture("hugo-npm-sdk-major-version", "after/_api/npm/@brightwire/sdk.json"))!;
    expect(pkg.releases.map((r) => r.version)).toEqual(["1.0.0", "1.1.0", "1.2.0", "1.2.1", "1.3.0", "1.3.2", "2.0.0"]);
    expect(pkg.releases.at(-1)).toMatchObject({
      publishedAt: "2026-11-12T15:31:07.452Z",
      url: "https://www.npmjs.com/package/@brightwire/sdk/v/2.0.0",
    });
    expect(pkg.releases.at(-1)!.notes).toMatch(/^- Streaming delivery logs/);
    expect(pkg.homeUrls).toEqual(["https://brightwire.dev/docs", "https://github.com/brightwire/brightwire-node"]);
  });

  it("PyPI: a version's date is its first file's upload; yanked files and empty versions are no release", () => {
    const body = JSON.parse(fixture("nextjs-pypi-github-patch-release-noise", "after/_api/pypi/pypi/fathomly/json"));
    body.releases["1.5.0"] = [];
    body.releases["1.4.5"] = body.releases["1.4.4"].map((f: Record<string, unknown>) => ({ ...f, yanked: true }));
    const pkg = parsePypiProject(JSON.stringify(body))!;
    expect(pkg.releases.map((r) => r.version)).toEqual(["1.0.0", "1.2.0", "1.4.0", "1.4.3", "1.4.4"]);
    expect(pkg.releases.at(-1)).toMatchObject({
      publishedAt: "2026-11-14T10:13:20.412Z",
      url: "https://pypi.org/project/fathomly/1.4.4/",
    });
    expect(pkg.homeUrls).toContain("https://github.com/fathomly/fathomly-sdks");
  });

  it("crates.io and the iTunes lookup", () => {
    const crate = parseCrate(
      fixture("plain-crates-first-release", "after/_api/crates/api/v1/crates/kestrel-trace.json"),
    )!;
    expect(crate.releases).toEqual([
      {
        version: "0.1.0",
        publishedAt: "2026-11-15T13:48:21.530Z",
        url: "https://crates.io/crates/kestrel-trace/0.1.0",
        notes: null,
      },
    ]);
    const app = parseAppLookup(
      fixture("webflow-appstore-badge-version-3", "after/_api/appstore/lookup.json"),
      "1589432107",
    )!;
    expect(app).toMatchObject({
      name: "Mealwise: Meal Planner",
      pageUrl: "https://apps.apple.com/us/app/mealwise-meal-planner/id1589432107",
      publisher: "Mealwise Ltd",
      firstPublishedAt: "2021-11-02T08:00:00.000Z",
    });
    expect(app.releases[0]).toMatchObject({ version: "3.0", publishedAt: "2026-11-12T17:03:11.000Z" });
    expect(parseAppLookup('{"resultCount":0,"results":[]}', "1")).toBeNull();
  });

  it("a changelog section ends at the next heading of its level", () => {
    const md = "# sdk\n\n## Changelog\n\n### 2.0.0\n- New\n\n#### Notes\nmore\n\n### 1.9.0\n- Old\n";
    expect(changelogSection(md, "2.0.0")).toBe("- New\n\n#### Notes\nmore");
    expect(changelogSection(md, "1.9.0")).toBe("- Old");
    expect(changelogSection(md, "3.0.0")).toBeNull();
  });
});

describe("which releases are news", () => {
  it("the first release and each major version; minors and patches are routine", () => {
    const pkg = parseNpmPackument(fixture("hugo-npm-sdk-major-version", "after/_api/npm/@brightwire/sdk.json"))!;
    expect(notableReleases(pkg, "http://api.test/npm/@brightwire%2Fsdk").map((i) => i.title)).toEqual([
      "@brightwire/sdk 1.0.0: first release on npm",
      "@brightwire/sdk 2.0.0 on npm",
    ]);
  });
});

describe("a package only an install command names", () => {
  const site: Source = {
    name: "site",
    async collect() {
      return {
        pages: [
          {
            kind: "home",
            url: "https://brightwire.dev/",
            ok: true,
            fetchable: true,
            text: "npm install react\nnpm install @brightwire/sdk",
            links: [],
          },
        ],
      };
    },
  };
  const packument = (name: string, homepage: string) =>
    JSON.stringify({
      name,
      description: name,
      homepage,
      "dist-tags": { latest: "2.0.0" },
      versions: { "1.0.0": {}, "2.0.0": {} },
      time: { created: "2020-01-01T00:00:00Z", "1.0.0": "2020-01-01T00:00:00Z", "2.0.0": "2026-11-12T00:00:00Z" },
    });
  const fetcher: Fetcher = {
    async fetchPage(url): Promise<FetchResult> {
      const body = url.endsWith("/react")
        ? packument("react", "https://react.dev/")
        : packument("@brightwire/sdk", "https://brightwire.dev/docs");
      return { ok: true, url, status: 200, contentType: "application/json", body, redirects: [] };
    },
  };

  it(
    "counts when its metadata points back at the company; " + "someone else's package is left out and recorded",
    async () => {
      const collected = await collectRegistries(
        [site],
        fetcher,
        { NPM_REGISTRY_URL: "https://registry.test" },
        { website: "https://brightwire.dev/", companyName: "Brightwire" },
        "2026-11-17T09:00:00Z",
      );
      const npm = collected.pages.find((p) => p.source === "npm")!;
      expect(npm.packages!.map((p) => p.name)).toEqual(["@brightwire/sdk"]);
      expect(npm.namesakes).toEqual([
        {
          item: "react",
          why:
            "an install command on the company's pages names react, but its npm metadata points to " +
            "https://react.dev/, not the company",
        },
      ]);
      expect(collected.sources.filter((s) => s.name !== "site").map((s) => [s.name, s.status])).toEqual([
        ["npm", "ok"],
        ["pypi", "skipped"],
        ["crates", "skipped"],
        ["appstore", "skipped"],
      ]);
    },
  );
});

describe("an app linked before the store holds it", () => {
  it("is read as not released yet, so the store's page is kept and its first release is news next time", async () => {
    const site: Source = {
      name: "site",
      async collect() {
        return {
          pages: [
            {
              kind: "home",
              url: "https://tapkit.example/",
              ok: true,
              fetchable: true,
              text: "Tapkit for iPad — coming soon on the App Store",
              links: [{ url: "https://apps.apple.com/us/app/tapkit/id6700000001", text: "Download on the App Store" }],
            },
          ],
        };
      },
    };
    // iTunes answers an id it does not hold with 200 and no results, where a registry says 404.
    const fetcher: Fetcher = {
      async fetchPage(url): Promise<FetchResult> {
        const body = '{"resultCount":0,"results":[]}';
        return { ok: true, url, status: 200, contentType: "text/javascript", body, redirects: [] };
      },
    };
    const collected = await collectRegistries(
      [site],
      fetcher,
      { ITUNES_LOOKUP_URL: "https://itunes.test/lookup" },
      { website: "https://tapkit.example/", companyName: "Tapkit" },
      "2026-11-10T09:00:00Z",
    );
    expect(collected.sources.find((s) => s.name === "appstore")).toMatchObject({ status: "ok", reason: null });
    const store = collected.pages.find((p) => p.source === "appstore")!;
    expect(store.packages).toEqual([
      { name: "6700000001", url: "https://itunes.test/lookup?id=6700000001", releases: [] },
    ]);
  });
});

describe("configuration", () => {
  it("SOURCES_DISABLED takes the new sources' names", () => {
    expect(loadConfig({ SOURCES_DISABLED: "sec, npm,pypi,crates,appstore" }).SOURCES_DISABLED).toEqual([
      "sec",
      "npm",
      "pypi",
      "crates",
      "appstore",
    ]);
  });
});
