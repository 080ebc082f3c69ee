import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config";
import { sourceSettingsFromConfig } from "../../src/pipeline";
import { Deadline } from "../../src/pipeline/collect/deadline";
import { filerName, parseEdgarSearch, parseFormD, parseSubmissions } from "../../src/pipeline/collect/extract/edgar";
import { collectSnapshot } from "../../src/pipeline/collect";
import { COLLECT_PORTS } from "../../src/pipeline/run";
import { money, secSource } from "../../src/pipeline/collect/sources/sec";
import type { Source } from "../../src/pipeline/collect/sources/types";
import type { Fetcher, FetchResult } from "../../src/platform/fetcher";
import { CORPUS_DIR } from "../scenarios/scenario";

/*
 * Form D filings (docs/pipeline.md §Sources): EDGAR's answers as the corpus models them on the SEC's (full-text search,
 * submissions, a Form D's primary_doc.xml), the source's settings, and how a filer of the
 * company's name is judged the company's or a namesake's.
 */

const file = (scenario: string, rel: string) => readFileSync(join(CORPUS_DIR, scenario, rel), "utf8");
const SERIES_A = "webflow-sec-form-d-series-a";
const NAMESAKE = "hugo-sec-namesake-filer-noise";

describe("EDGAR's answers", () => {
  it(
    "full-text search: each hit's filer, form, date, accession " +
      "and state; the CIK and ticker suffixes left out of the name",
    () => {
      expect(parseEdgarSearch(file(SERIES_A, "after/_api/sec-search/LATEST/search-index.json"))).toEqual([
        {
          cik: "1998877",
          name: "Larkspur Analytics, Inc.",
          form: "D",
          fileDate: "2026-11-13",
          accession: "0001998877-26-000001",
          states: ["TX"],
          locations: ["Austin, TX"],
        },
      ]);
      expect(filerName("APEX HOLDINGS INC.  (APX)  (CIK 0001234567)")).toBe("APEX HOLDINGS INC.");
      expect(parseEdgarSearch("<html>Your request has been blocked</html>")).toBeNull();
    },
  );

  it("submissions: the business address and the D and D/A filings, newest first", () => {
    const filer = parseSubmissions(file(NAMESAKE, "after/_api/sec-data/submissions/CIK0002011223.json"))!;
    expect(filer).toMatchObject({ cik: "2011223", name: "Tidewater Labs LLC", state: "FL", city: "Tampa" });
    expect(filer.formD.map((f) => [f.accession, f.filingDate])).toEqual([
      ["0002011223-26-000002", "2026-11-12"],
      ["0002011223-25-000001", "2025-04-03"],
    ]);
  });

  it("a Form D: amounts, first sale, industry, related persons; an indefinite offering has no amount", () => {
    const xml = file(
      SERIES_A,
      "after/_api/sec-archives/Archives/edgar/data/1998877/000199887726000001/primary_doc.xml",
    );
    expect(parseFormD(xml)).toEqual({
      form: "D",
      issuerName: "Larkspur Analytics, Inc.",
      state: "TX",
      city: "Austin",
      industry: "Other Technology",
      totalOfferingAmount: 12_000_000,
      totalAmountSold: 9_500_000,
      dateOfFirstSale: "2026-11-02",
      isAmendment: false,
      investors: 11,
      persons: [
        { name: "Maya Okafor", relationships: ["Executive Officer", "Director"] },
        { name: "Daniel Reyes", relationships: ["Executive Officer", "Director"] },
        { name: "Helen Voss", relationships: ["Director"] },
      ],
    });
    const indefinite = xml
      .replace(
        "<totalOfferingAmount>12000000</totalOfferingAmount>",
        "<totalOfferingAmount>Indefinite</totalOfferingAmount>",
      )
      .replace("<isAmendment>false</isAmendment>", "<isAmendment>true</isAmendment>");
    expect(parseFormD(indefinite)).toMatchObject({ form: "D/A", totalOfferingAmount: null, isAmendment: true });
    expect(money(12_000_000)).toBe("$12M");
    expect(money(9_500_000)).toBe("$9.5M");
    expect(money(850_000)).toBe("$850,000");
  });
});

describe("the sec source's settings", () => {
  it("is off, saying why, until SEC_USER_AGENT names a contact", () => {
    expect(secSource.off!(sourceSettingsFromConfig(loadConfig({})))).toMatch(/^SEC_USER_AGENT is not set/);
    expect(
      secSource.off!(sourceSettingsFromConfig(loadConfig({ SEC_USER_AGENT: "Acme Capital ops@acme.example" }))),
    ).toBeNull();
    expect(() => loadConfig({ SEC_USER_AGENT: "AcmeBot/1.0" })).toThrow(ConfigError);
    expect(() => loadConfig({ SEC_USER_AGENT: "AcmeBot/1.0" })).toThrow(
      /SEC_USER_AGENT: expected a name and a contact email address/,
    );
  });
});

describe("whose filing it is", () => {
  const site: Source = {
    name: "site",
    async collect() {
      return { pages: [{ kind: "home", url: "https://larkspur.example/", ok: true, fetchable: true }] };
    },
  };
  /** EDGAR on a scenario's files, with the filer's details changed as a test needs. */
  function edgar(
    scenario: string,
    change: { xml?: (x: string) => string; submissions?: (s: Record<string, unknown>) => void } = {},
  ): Fetcher {
    return {
      async fetchPage(url): Promise<FetchResult> {
        const path = new URL(url).pathname;
        const rel = path.startsWith("/LATEST")
          ? "after/_api/sec-search/LATEST/search-index.json"
          : path.startsWith("/submissions")
            ? `after/_api/sec-data${path}`
            : `after/_api/sec-archives${path}`;
        let body = file(scenario, rel);
        if (rel.endsWith(".xml") && change.xml) body = change.xml(body);
        if (rel.includes("/submissions/") && change.submissions) {
          const s = JSON.parse(body);
          change.submissions(s);
          body = JSON.stringify(s);
        }
        return { ok: true, url, status: 200, contentType: "application/json", body, redirects: [] };
      },
    };
  }
  async function run(
    fetcher: Fetcher,
    target: {
      location?: string;
      founders?: string[];
      classification?: string[];
      website?: string;
      companyName?: string;
    },
  ) {
    const deadline = new Deadline(10_000);
    try {
      const config = loadConfig({
        SEC_USER_AGENT: "Fund ops@fund.example",
        SEC_SEARCH_URL: "https://efts.test",
        SEC_DATA_URL: "https://data.test",
        SEC_ARCHIVES_URL: "https://archives.test",
      });
      const collected = await collectSnapshot(
        {
          ports: COLLECT_PORTS,
          fetcher,
          deadline,
          unfetchableHosts: [],
          pageBudget: 12,
          textChars: 1000,
          now: new Date("2026-11-17T09:00:00Z"),
          settings: { ...sourceSettingsFromConfig(config), timeoutMs: 5_000 },
          sources: [site, secSource],
        },
        {
          website: target.website ?? "https://larkspur.example/",
          companyName: target.companyName ?? "Larkspur Analytics",
          location: target.location ?? null,
          classification: target.classification ?? [],
          companyLinkedinUrl: null,
          companyTwitterUrl: null,
          founders: (target.founders ?? []).map((name) => ({
            name,
            linkedinUrl: null,
            twitterUrl: null,
            githubUrl: null,
          })),
        },
        null,
      );
      return collected.pages.find((p) => p.source === "sec")!;
    } finally {
      deadline.dispose();
    }
  }

  const healthCare = {
    xml: (x: string) =>
      x.replace(
        "<industryGroupType>Other Technology</industryGroupType>",
        "<industryGroupType>Other Health Care</industryGroupType>",
      ),
  };

  it("a founder among its related persons settles it, whatever else differs", async () => {
    const page = await run(edgar(SERIES_A, healthCare), {
      founders: ["Maya Okafor"],
      location: "Berlin, Germany",
      classification: ["devtools"],
    });
    expect(page.filers).toEqual([
      {
        cik: "1998877",
        name: "Larkspur Analytics, Inc.",
        confirmedBy: ["founder Maya Okafor"],
        contradictions: [expect.stringMatching(/not Berlin/), expect.stringMatching(/files in Other Health Care/)],
        kept: true,
      },
    ]);
    expect(page.feedItems).toHaveLength(1);
  });

  it("a founder the filing names with a second surname, as Spanish and Portuguese names go, settles it", async () => {
    const twoSurnames = {
      xml: (x: string) => x.replace("<lastName>Okafor</lastName>", "<lastName>Okafor Reyes</lastName>"),
    };
    const page = await run(edgar(SERIES_A, twoSurnames), { founders: ["Maya Okafor"] });
    expect(page.filers![0]).toMatchObject({ confirmedBy: ["founder Maya Okafor"], kept: true });
    // Another first name is another person.
    const other = await run(edgar(SERIES_A, twoSurnames), { founders: ["Mara Okafor"] });
    expect(other.filers![0]!.confirmedBy).toEqual([]);
  });

  it("a filer abroad is placed by its city, as EDGAR gives it under its own country code", async () => {
    const barcelona = {
      submissions: (s: Record<string, unknown>) => {
        const addresses = s.addresses as Record<string, Record<string, unknown>>;
        addresses.business = { ...addresses.business, city: "BARCELONA", stateOrCountry: "U3" };
      },
    };
    const home = await run(edgar(SERIES_A, barcelona), { location: "Barcelona, Spain" });
    expect(home.filers![0]).toMatchObject({ confirmedBy: ["state U3"], contradictions: [] });
    const elsewhere = await run(edgar(SERIES_A, barcelona), { location: "Madrid, Spain" });
    expect(elsewhere.filers![0]!.contradictions).toEqual([
      expect.stringMatching(/^is based in BARCELONA, U3, not Madrid/),
    ]);
  });

  it("its website on the company's domain settles it too", async () => {
    const page = await run(
      edgar(SERIES_A, { ...healthCare, submissions: (s) => (s.website = "https://www.larkspur.example") }),
      { founders: ["Someone Else"], location: "Seattle, WA", classification: ["devtools"] },
    );
    expect(page.filers![0]).toMatchObject({ confirmedBy: ["website"], kept: true });
  });

  it(
    "a name alone, nothing known to contradict it, is kept; " +
      "persons, state and industry all against it is a namesake",
    async () => {
      expect((await run(edgar(SERIES_A), {})).filers![0]).toMatchObject({
        confirmedBy: [],
        contradictions: [],
        kept: true,
      });
      const namesake = await run(edgar(SERIES_A, healthCare), {
        founders: ["Priya Shah"],
        location: "Boston, MA",
        classification: ["devtools"],
      });
      expect(namesake.filers![0]).toMatchObject({ kept: false });
      expect(namesake.feedItems).toEqual([]);
      expect(namesake.namesakes![0]!.why).toMatch(
        new RegExp(
          "^a namesake: the Form D filer of that name lists Maya Okafor, Daniel Reyes, Helen Voss as its " +
            "related persons, none of them a founder; is based in Austin, TX, not Boston, MA; files in Other Health " +
            "Care, not the company's sector$",
        ),
      );
    },
  );

  it(
    "a filer whose legal name is longer than the company's is a " +
      "candidate: a founder or its website confirms it, nothing else does",
    async () => {
      // Tracked as "Larkspur"; EDGAR names the filer "Larkspur Analytics, Inc.".
      const confirmed = await run(edgar(SERIES_A), { companyName: "Larkspur", founders: ["Maya Okafor"] });
      expect(confirmed.filers![0]).toMatchObject({
        name: "Larkspur Analytics, Inc.",
        kept: true,
        confirmedBy: ["a longer legal name beginning with the company's", "founder Maya Okafor"],
      });
      expect(confirmed.feedItems).toHaveLength(1);
      // The same filer with nothing of the company's: a name that only begins alike is not evidence.
      const unconfirmed = await run(edgar(SERIES_A), { companyName: "Larkspur" });
      expect(unconfirmed.filers![0]).toMatchObject({ kept: false });
      expect(unconfirmed.feedItems).toEqual([]);
      expect(unconfirmed.namesakes![0]!.why).toMatch(
        /has a longer name than the company's, and neither its website nor its related persons are the company's/,
      );
    },
  );
});
