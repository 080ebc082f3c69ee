import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config";
import { parseBoardJobs } from "../../src/pipeline/collect/extract/board-jobs";
import { boardFromUrl, detectBoards } from "../../src/pipeline/collect/extract/boards";
import { DEFAULT_PIPELINE_SETTINGS } from "../../src/pipeline/ports";
import { boardApiUrl } from "../../src/pipeline/collect/sources/job-boards";
import type { SourceReport, SourceSettings } from "../../src/pipeline/collect";
import {
  ashbyAnswer,
  greenhouseAnswer,
  leverAnswer,
  startJobBoardFixture,
  workableAnswer,
  type JobBoardFixture,
  type Role,
} from "../support/fixtures/job-boards";
import { pipelineRig, signalsOf, track, type PipelineRig } from "./_support";

/*
 * Sources (docs/pipeline.md §Sources; decisions §3): sources are modules recorded in the signal's
 * analysis; job boards found on the site (links, iframes, embed scripts) or given as jobBoardUrl
 * are read through their public APIs at the documented paths; failures, rate limits and slow
 * boards never fail the run; budgets and deadlines hold.
 */

const role = (id: string, title: string, team = "Engineering", location = "New York, NY"): Role => ({
  id,
  title,
  team,
  location,
});

const page = (title: string, body: string, head = "") =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>
<header><nav><a href="/">Home</a> <a href="/careers">Careers</a></nav></header><main>${body}</main>
<footer><p>© 2026 Fixture Labs, Inc.</p></footer></body></html>`;

/** Greenhouse's documented embed: the board is written into #grnhse_app by its script; the HTML lists no role. */
const greenhouseEmbed = (token: string) =>
  page(
    "Careers | Fixture Labs",
    `<h1>Join us</h1><p>We are building the future of freight.</p><div id="grnhse_app"></div>
<script src="https://boards.greenhouse.io/embed/job_board/js?for=${token}"></script>`,
  );

/**
 * Workable's widget embed as its snippet is pasted into careers pages: a numeric id, no link to the account's board.
 */
const WORKABLE_WIDGET_ONLY = page(
  "Careers | Fixture Labs",
  `<h1>Open positions</h1><div id="whr_embed_hook"></div>
<script src="https://www.workable.com/assets/embed.js" type="text/javascript"></script>
<script type="text/javascript">whr(document).ready(function(){ whr_embed(456123, {detail: 'titles', base: 'jobs', ` +
    `zoom: 'country', grouping: 'none'}); });</script>`,
);

const HOME = page("Fixture Labs | Freight software", "<h1>Freight software</h1><p>Fixture Labs routes trucks.</p>");

let rig: PipelineRig;
let fx: JobBoardFixture;

beforeAll(async () => {
  rig = await pipelineRig();
});
afterEach(async () => {
  await fx?.close();
});

function sourceSettings(over: Partial<SourceSettings> = {}): SourceSettings {
  return {
    ...DEFAULT_PIPELINE_SETTINGS.sources,
    endpoints: { ...DEFAULT_PIPELINE_SETTINGS.sources.endpoints, ...fx.endpoints },
    ...over,
  };
}

/** A rig whose sources read the fixture's APIs. */
async function rigWith(
  settings: Partial<SourceSettings> = {},
  extra: Record<string, unknown> = {},
): Promise<PipelineRig> {
  return pipelineRig({ settings: { sources: sourceSettings(settings), ...extra } });
}

async function runTwice(r: PipelineRig, body: Record<string, unknown>, between: () => void) {
  const id = await track(r.org, {
    companyName: "Fixture Labs",
    companyWebsite: `${fx.origin}/`,
    thingsToTrack: "Hiring Updates",
    ...body,
  });
  await r.settle(id);
  between();
  r.clock.advance(86_400_000);
  const res = await r.org.request("POST", `/api/v1/tracker/${id}/refresh`);
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  await r.settle(id);
  const signals = await signalsOf(r.deps, id);
  return { id, first: signals[0]!, last: signals[signals.length - 1]! };
}

const reports = (analysis: unknown) => (analysis as { sources: SourceReport[] }).sources;
const report = (analysis: unknown, name: string) => reports(analysis).find((r) => r.name === name);

describe("job boards found on the company's site", () => {
  it(
    "finds Greenhouse, Lever, Ashby and Workable boards in links, iframes and the providers' embed scripts, and " +
      "Workable's older account subdomain",
    () => {
      const html =
        `<div id="grnhse_app"></div><script src="https://boards.greenhouse.io/embed/job_board/js?for=acmeco"></` +
        `script>
<iframe src="https://boards.greenhouse.io/embed/job_board?for=otherco&amp;b=https%3A%2F%2Facme.example%2Fcareers"></` +
        `iframe>
<a href="https://jobs.lever.co/leverco">Open roles</a> <a href="https://jobs.lever.co/leverco/` +
        `5ac21346-8e0c-4494-8e7a-3eb92ff77902">Backend Engineer</a>
<script src="https://jobs.ashbyhq.com/ashbyco/embed?version=2"></script>
<a href="https://apply.workable.com/workco/">Careers</a>
<script>window.leverJobsOptions = { accountName: 'leverembed', includeCss: true };</script>
<a href="https://legacyco.workable.com/jobs/1234">Older Workable link</a> <a ` +
        `href="https://help.workable.com/hc/en-us">Workable help</a>`;
      expect(detectBoards(html)).toEqual([
        { provider: "greenhouse", token: "acmeco" },
        { provider: "greenhouse", token: "otherco" },
        { provider: "lever", token: "leverco" },
        { provider: "ashby", token: "ashbyco" },
        { provider: "workable", token: "workco" },
        { provider: "lever", token: "leverembed" },
        { provider: "workable", token: "legacyco" },
      ]);
    },
  );

  it("Workable's widget embed names its account by a number, which is no board to read", () => {
    // As sites serve it (Workable's embed snippet): the widget API takes the account's subdomain.
    expect(detectBoards(WORKABLE_WIDGET_ONLY)).toEqual([]);
  });

  it("reads a board URL as its board, and the board hosts' own pages and other hosts as none", () => {
    expect(boardFromUrl("https://job-boards.greenhouse.io/acme/jobs/4012345")).toEqual({
      provider: "greenhouse",
      token: "acme",
    });
    expect(boardFromUrl("https://jobs.eu.lever.co/Acme")).toEqual({ provider: "lever", token: "acme" });
    expect(boardFromUrl("https://apply.workable.com/j/ABC123")).toBeNull();
    expect(boardFromUrl("https://boards.greenhouse.io/embed/job_board")).toBeNull();
    expect(boardFromUrl("https://jobs.ashbyhq.com/")).toBeNull();
    expect(boardFromUrl("https://careers.acme.example/jobs")).toBeNull();
  });

  it("asks each provider's documented path on its configured base URL", () => {
    const endpoints = { ...DEFAULT_PIPELINE_SETTINGS.sources.endpoints };
    expect(boardApiUrl({ provider: "greenhouse", token: "acme" }, endpoints)).toBe(
      "https://boards-api.greenhouse.io/v1/boards/acme/jobs?content=true",
    );
    expect(boardApiUrl({ provider: "lever", token: "acme" }, endpoints)).toBe(
      "https://api.lever.co/v0/postings/acme?mode=json",
    );
    expect(boardApiUrl({ provider: "ashby", token: "acme" }, endpoints)).toBe(
      "https://api.ashbyhq.com/posting-api/job-board/acme",
    );
    expect(boardApiUrl({ provider: "workable", token: "acme" }, endpoints)).toBe(
      "https://apply.workable.com/api/v1/widget/accounts/acme",
    );
  });

  it(
    "reads each provider's documented answer into roles keyed " +
      "by the board's own job id, with team, location and URL",
    () => {
      const roles = [role("4012345", "Staff Engineer, Routing"), role("4012346", "Head of Sales", "Sales", "Remote")];
      const gh = parseBoardJobs("greenhouse", JSON.stringify(greenhouseAnswer("acme", roles)));
      expect(gh).toEqual([
        {
          title: "Staff Engineer, Routing",
          team: "Engineering",
          location: "New York, NY",
          url: "https://job-boards.greenhouse.io/acme/jobs/4012345",
          key: "greenhouse:4012345",
        },
        {
          title: "Head of Sales",
          team: "Sales",
          location: "Remote",
          url: "https://job-boards.greenhouse.io/acme/jobs/4012346",
          key: "greenhouse:4012346",
        },
      ]);
      const lever = parseBoardJobs(
        "lever",
        JSON.stringify(
          leverAnswer("acme", [role("5ac21346-8e0c-4494-8e7a-3eb92ff77902", "Account Executive", "Sales")]),
        ),
      );
      expect(lever).toEqual([
        {
          title: "Account Executive",
          team: "Sales",
          location: "New York, NY",
          url: "https://jobs.lever.co/acme/5ac21346-8e0c-4494-8e7a-3eb92ff77902",
          key: "lever:5ac21346-8e0c-4494-8e7a-3eb92ff77902",
        },
      ]);
      // Ashby's unlisted postings are not on the board.
      const ashby = parseBoardJobs(
        "ashby",
        JSON.stringify(
          ashbyAnswer("acme", [
            { ...role("a1b2c3d4-0000-4000-8000-000000000001", "Product Designer", "Design"), isListed: true },
            { ...role("a1b2c3d4-0000-4000-8000-000000000002", "Secret Role"), isListed: false },
          ]),
        ),
      );
      expect(ashby?.map((j) => [j.key, j.title, j.team])).toEqual([
        ["ashby:a1b2c3d4-0000-4000-8000-000000000001", "Product Designer", "Design"],
      ]);
      const workable = parseBoardJobs(
        "workable",
        JSON.stringify(workableAnswer("acme", [role("F3A1B2C4D5", "Data Analyst", "Data", "Athens, Greece")])),
      );
      expect(workable).toEqual([
        {
          title: "Data Analyst",
          team: "Data",
          location: "Athens, Greece",
          url: "https://apply.workable.com/j/F3A1B2C4D5",
          key: "workable:f3a1b2c4d5",
        },
      ]);
      // An empty board is a board with no roles; an error page is not a board.
      expect(parseBoardJobs("greenhouse", JSON.stringify({ jobs: [], meta: { total: 0 } }))).toEqual([]);
      expect(parseBoardJobs("lever", JSON.stringify({ ok: false, error: "Document not found" }))).toBeNull();
      expect(parseBoardJobs("ashby", "<!doctype html><title>Error</title>")).toBeNull();
    },
  );
});

describe("a run reads the job boards", () => {
  it(
    "roles only on a Greenhouse board embedded by script: the first run is a baseline, new roles later are a " +
      "hiring signal naming and linking them",
    async () => {
      fx = await startJobBoardFixture();
      fx.setPage("/", HOME);
      fx.setPage("/careers", greenhouseEmbed("fixturelabs"));
      fx.setBoard("greenhouse", "fixturelabs", {
        roles: [role("4000001", "Backend Engineer"), role("4000002", "Account Executive", "Sales")],
      });
      const r = await rigWith();
      const { first, last } = await runTwice(r, {}, () =>
        fx.setBoard("greenhouse", "fixturelabs", {
          roles: [
            role("4000001", "Backend Engineer"),
            role("4000003", "VP of Engineering"),
            role("4000004", "Frontend Engineer"),
            role("4000005", "Data Engineer", "Data"),
          ],
        }),
      );
      expect(first.type).not.toBe("hiring");
      expect(first.summary).toContain("2 open roles");
      expect(report(first.analysis, "greenhouse")).toEqual({
        name: "greenhouse",
        status: "ok",
        reason: null,
        requests: 1,
      });
      expect(last.type).toBe("hiring");
      expect(last.summary).toMatch(/VP of Engineering/);
      const urls = (last.evidence as { url: string }[]).map((e) => e.url);
      expect(urls).toContain("https://job-boards.greenhouse.io/fixturelabs/jobs/4000003");
      expect(urls).toContain("https://job-boards.greenhouse.io/fixturelabs");
      const changes = (last.analysis as { changes: { jobsAdded: string[]; jobsRemoved: string[] } }).changes;
      expect(changes.jobsAdded.sort()).toEqual(["Data Engineer", "Frontend Engineer", "VP of Engineering"]);
      expect(changes.jobsRemoved).toEqual(["Account Executive"]);
      expect(fx.apiRequests).toEqual([
        "/greenhouse/v1/boards/fixturelabs/jobs?content=true",
        "/greenhouse/v1/boards/fixturelabs/jobs?content=true",
      ]);
    },
  );

  it(
    "reads the Lever board given as jobBoardUrl at " +
      "/v0/postings/{company}?mode=json; a closed role is named and linked",
    async () => {
      fx = await startJobBoardFixture();
      fx.setPage("/", HOME);
      const lead = role("9d2f7c1e-1111-4c1b-9e1a-5b8a0c3d2e11", "Head of Operations", "Operations");
      fx.setBoard("lever", "fixturelabs", {
        roles: [role("9d2f7c1e-0000-4c1b-9e1a-5b8a0c3d2e10", "Dispatcher"), lead],
      });
      const r = await rigWith();
      const { last } = await runTwice(r, { jobBoardUrl: "https://jobs.lever.co/fixturelabs" }, () =>
        fx.setBoard("lever", "fixturelabs", { roles: [role("9d2f7c1e-0000-4c1b-9e1a-5b8a0c3d2e10", "Dispatcher")] }),
      );
      expect(fx.apiRequests[0]).toBe("/lever/v0/postings/fixturelabs?mode=json");
      expect(last.type).toBe("hiring");
      expect(last.summary).toContain("Head of Operations");
      expect((last.evidence as { url: string }[]).map((e) => e.url)).toContain(
        `https://jobs.lever.co/fixturelabs/${lead.id}`,
      );
    },
  );

  it("a role the careers page links to on the board is one role, not two", async () => {
    fx = await startJobBoardFixture();
    fx.setPage("/", HOME);
    const careers = (ids: string[]) =>
      page(
        "Careers",
        `<h1>Open roles</h1><ul>` +
          `${ids
            .map(
              (id) =>
                `<li class="opening"><a href="https://job-boards.greenhouse.io/fixturelabs/jobs/${id}">Role ${id} ` +
                `Engineer</a></li>`,
            )
            .join("")}</ul>`,
      );
    fx.setPage("/careers", careers(["4100001"]));
    fx.setBoard("greenhouse", "fixturelabs", { roles: [role("4100001", "Role 4100001 Engineer")] });
    const r = await rigWith();
    const { last } = await runTwice(r, {}, () => {
      fx.setPage("/careers", careers(["4100001", "4100002"]));
      fx.setBoard("greenhouse", "fixturelabs", {
        roles: [role("4100001", "Role 4100001 Engineer"), role("4100002", "Role 4100002 Engineer")],
      });
    });
    expect((last.analysis as { changes: { jobsAdded: string[] } }).changes.jobsAdded).toEqual([
      "Role 4100002 Engineer",
    ]);
  });
});

describe("a source that fails never fails the run", () => {
  it(
    "a board answering 429 with a Retry-After longer than the run has " +
      "left is rate_limited with the reason, and nothing looks removed",
    async () => {
      fx = await startJobBoardFixture();
      fx.setPage("/", HOME);
      fx.setPage("/careers", greenhouseEmbed("fixturelabs"));
      fx.setBoard("greenhouse", "fixturelabs", {
        roles: [role("4200001", "Backend Engineer"), role("4200002", "Designer", "Design")],
      });
      const r = await rigWith();
      const { last } = await runTwice(r, {}, () =>
        fx.setBoard("greenhouse", "fixturelabs", { status: 429, headers: { "retry-after": "120" } }),
      );
      expect(last.type).toBe("no_material_change");
      expect(report(last.analysis, "greenhouse")).toEqual({
        name: "greenhouse",
        status: "rate_limited",
        reason: expect.stringMatching(
          new RegExp(
            "^Greenhouse board fixturelabs: HTTP 429 \\(Retry-After: 120\\); asked to wait 120 s, more than " +
              "the [\\d.]+ s left$",
          ),
        ),
        requests: 1,
      });
      expect(report(last.analysis, "site")?.status).toBe("ok");
    },
  );

  it(
    "a board answering 500, or something that is not a " + "board, is failed; an empty board is read as no roles",
    async () => {
      fx = await startJobBoardFixture();
      fx.setPage("/", HOME);
      fx.setPage(
        "/careers",
        page(
          "Careers",
          `<a href="https://jobs.ashbyhq.com/fixturelabs">Jobs</a> <a ` +
            `href="https://apply.workable.com/fixturelabs/">More jobs</a> <a ` +
            `href="https://jobs.lever.co/fixturelabs">Even more</a>`,
        ),
      );
      fx.setBoard("ashby", "fixturelabs", { roles: [] });
      fx.setBoard("workable", "fixturelabs", { status: 500, body: "upstream error" });
      fx.setBoard("lever", "fixturelabs", { status: 200, body: "<!doctype html><title>Maintenance</title>" });
      const r = await rigWith();
      const { last } = await runTwice(r, {}, () => undefined);
      expect(last.type).toBe("no_material_change");
      expect(report(last.analysis, "ashby")).toMatchObject({ status: "ok", requests: 1 });
      expect(report(last.analysis, "workable")).toMatchObject({
        status: "failed",
        reason: "Workable board fixturelabs: HTTP 500",
      });
      expect(report(last.analysis, "lever")).toMatchObject({
        status: "failed",
        reason: expect.stringContaining("not a Lever job board"),
      });
      expect(report(last.analysis, "greenhouse")).toMatchObject({ status: "skipped", requests: 0 });
    },
  );

  it(
    "a careers page with only Workable's numeric widget makes " +
      "no board request, and the source says why it was skipped",
    async () => {
      fx = await startJobBoardFixture();
      fx.setPage("/", HOME);
      fx.setPage("/careers", WORKABLE_WIDGET_ONLY);
      fx.setBoard("workable", "456123", { roles: [] });
      const r = await rigWith();
      const id = await track(r.org, {
        companyName: "Fixture Labs",
        companyWebsite: `${fx.origin}/`,
        thingsToTrack: "Hiring Updates",
      });
      await r.settle(id);
      const [signal] = await signalsOf(r.deps, id);
      expect(report(signal!.analysis, "workable")).toMatchObject({ status: "skipped", requests: 0 });
      expect(fx.apiRequests).toEqual([]);
    },
  );

  it(
    "a board that never answers is timed_out after the source's " +
      "timeout; the site's pages are kept and the run signals",
    async () => {
      fx = await startJobBoardFixture();
      fx.setPage("/", HOME);
      fx.setPage("/careers", greenhouseEmbed("fixturelabs"));
      fx.setBoard("greenhouse", "fixturelabs", "hang");
      const r = await rigWith({ timeoutMs: 300 });
      const id = await track(r.org, {
        companyName: "Fixture Labs",
        companyWebsite: `${fx.origin}/`,
        thingsToTrack: "Hiring Updates",
      });
      await r.settle(id);
      const [signal] = await signalsOf(r.deps, id);
      expect(report(signal!.analysis, "greenhouse")).toEqual({
        name: "greenhouse",
        status: "timed_out",
        reason: "no answer within 300 ms",
        requests: 1,
      });
      const snapshot = await r.deps.db
        .selectFrom("snapshots")
        .select("pages")
        .where("entity_id", "=", id)
        .executeTakeFirstOrThrow();
      expect((snapshot.pages as { kind: string }[]).map((p) => p.kind)).toEqual(
        expect.arrayContaining(["home", "careers"]),
      );
    },
  );

  it("past the run's deadline no source starts a request, and what was read is kept", async () => {
    fx = await startJobBoardFixture();
    fx.setPage("/", HOME);
    fx.setPage("/careers", greenhouseEmbed("fixturelabs"));
    fx.setBoard("greenhouse", "fixturelabs", "hang");
    const r = await rigWith({ timeoutMs: 60_000 }, { collectDeadlineMs: 2_500 });
    const id = await track(r.org, {
      companyName: "Fixture Labs",
      companyWebsite: `${fx.origin}/`,
      thingsToTrack: "Hiring Updates",
    });
    await r.settle(id);
    const [signal] = await signalsOf(r.deps, id);
    expect(report(signal!.analysis, "greenhouse")).toMatchObject({
      status: "timed_out",
      reason: "no answer within the run's deadline",
    });
    expect((signal!.analysis as { deadlineReached: boolean }).deadlineReached).toBe(true);
    const snapshot = await r.deps.db
      .selectFrom("snapshots")
      .select("pages")
      .where("entity_id", "=", id)
      .executeTakeFirstOrThrow();
    expect((snapshot.pages as { kind: string; ok: boolean }[]).filter((p) => p.ok).map((p) => p.kind)).toEqual(
      expect.arrayContaining(["home", "careers"]),
    );
  });
});

describe("turning sources off and their budgets", () => {
  it("a source in SOURCES_DISABLED is recorded as disabled and asks nothing", async () => {
    fx = await startJobBoardFixture();
    fx.setPage("/", HOME);
    fx.setPage("/careers", greenhouseEmbed("fixturelabs"));
    fx.setBoard("greenhouse", "fixturelabs", { roles: [role("4300001", "Backend Engineer")] });
    const r = await rigWith({ disabled: ["greenhouse"] });
    const id = await track(r.org, {
      companyName: "Fixture Labs",
      companyWebsite: `${fx.origin}/`,
      thingsToTrack: "Hiring Updates",
    });
    await r.settle(id);
    const [signal] = await signalsOf(r.deps, id);
    expect(report(signal!.analysis, "greenhouse")).toEqual({
      name: "greenhouse",
      status: "disabled",
      reason: "turned off by SOURCES_DISABLED",
      requests: 0,
    });
    expect(fx.apiRequests).toEqual([]);
  });

  it(
    "SOURCES_DISABLED takes only the off-site sources' names; " + "anything else stops the start naming the valid ones",
    () => {
      expect(loadConfig({ SOURCES_DISABLED: "HN, github,greenhouse" }).SOURCES_DISABLED).toEqual([
        "hn",
        "github",
        "greenhouse",
      ]);
      expect(() => loadConfig({ SOURCES_DISABLED: "hn,twitter" })).toThrow(ConfigError);
      expect(() => loadConfig({ SOURCES_DISABLED: "hn,twitter" })).toThrow(
        'Invalid configuration: SOURCES_DISABLED: unknown source "twitter"; valid names: profiles, greenhouse, ' +
          "lever, " +
          "ashby, workable, news, hn, github",
      );
      expect(() => loadConfig({ SOURCES_DISABLED: "site" })).toThrow(
        /site\) cannot be turned off; valid names: profiles,/,
      );
      expect(() => loadConfig({ SOURCE_BUDGET_GREENHOUSE: "-1" })).toThrow(
        /SOURCE_BUDGET_GREENHOUSE: expected an integer from 0 to 50/,
      );
      expect(loadConfig({}).SOURCE_BUDGET_LEVER).toBe(2);
    },
  );

  it("a source makes at most its budget of requests: two boards, a budget of one", async () => {
    fx = await startJobBoardFixture();
    fx.setPage("/", HOME);
    fx.setPage(
      "/careers",
      page(
        "Careers",
        `<div id="grnhse_app"></div><script src="https://boards.greenhouse.io/embed/job_board/js?for=first"></script>` +
          `<a href="https://job-boards.greenhouse.io/second">Our other board</a>`,
      ),
    );
    fx.setBoard("greenhouse", "first", { roles: [role("4400001", "Backend Engineer")] });
    fx.setBoard("greenhouse", "second", { roles: [role("4400002", "Designer")] });
    const r = await rigWith({ budgets: { ...DEFAULT_PIPELINE_SETTINGS.sources.budgets, greenhouse: 1 } });
    const id = await track(r.org, {
      companyName: "Fixture Labs",
      companyWebsite: `${fx.origin}/`,
      thingsToTrack: "Hiring Updates",
    });
    await r.settle(id);
    const [signal] = await signalsOf(r.deps, id);
    expect(fx.apiRequests).toEqual(["/greenhouse/v1/boards/first/jobs?content=true"]);
    expect(report(signal!.analysis, "greenhouse")).toMatchObject({ status: "ok", requests: 1 });
  });
});

describe("jobBoardUrl on the company", () => {
  it(
    "is taken on create and PATCH, shown, cleared with null, and refused " +
      "with a clear 400 unless an https board URL of the four providers",
    async () => {
      fx = await startJobBoardFixture();
      const id = await track(rig.org, {
        companyName: "Board Co",
        companyWebsite: `${fx.origin}/`,
        thingsToTrack: "Hiring Updates",
        jobBoardUrl: "https://jobs.ashbyhq.com/boardco",
      });
      const get = async () =>
        (
          (await (await rig.org.request("GET", `/api/v1/tracker/${id}`)).json()) as {
            data: { jobBoardUrl: string | null };
          }
        ).data.jobBoardUrl;
      expect(await get()).toBe("https://jobs.ashbyhq.com/boardco");
      let res = await rig.org.request("PATCH", `/api/v1/tracker/${id}`, {
        body: { jobBoardUrl: "https://apply.workable.com/boardco/" },
      });
      expect(res.status).toBe(200);
      expect(await get()).toBe("https://apply.workable.com/boardco/");
      for (const bad of [
        "http://jobs.lever.co/boardco",
        "https://careers.boardco.example/jobs",
        "https://jobs.lever.co/",
        "https://boards.greenhouse.io/embed/job_board",
      ]) {
        res = await rig.org.request("PATCH", `/api/v1/tracker/${id}`, { body: { jobBoardUrl: bad } });
        expect(res.status, bad).toBe(400);
        const body = (await res.json()) as { error: { code: string; message: string } };
        expect(body.error.code).toBe("validation_error");
        expect(body.error.message).toContain(
          "jobBoardUrl: must be the https URL of a Greenhouse, Lever, Ashby or Workable job board",
        );
      }
      expect(await get()).toBe("https://apply.workable.com/boardco/");
      res = await rig.org.request("PATCH", `/api/v1/tracker/${id}`, { body: { jobBoardUrl: null } });
      expect(res.status).toBe(200);
      expect(await get()).toBeNull();
    },
  );
});

describe("jobBoardUrl on Workable's older account subdomain", () => {
  it(
    "creates with https://<account>.workable.com/ (201) and the run " +
      "reads that account's board; Workable's own subdomains are still 400",
    async () => {
      fx = await startJobBoardFixture();
      fx.setPage("/", HOME);
      fx.setBoard("workable", "acme", { roles: [role("A1B2C3D4E5", "Data Analyst", "Data", "Athens, Greece")] });
      const r = await rigWith();
      const res = await r.org.request("POST", "/api/v1/tracker", {
        body: {
          alertEmails: ["partner@fund.example"],
          companyName: "Acme Freight",
          companyWebsite: `${fx.origin}/`,
          thingsToTrack: "Hiring Updates",
          jobBoardUrl: "https://acme.workable.com/",
        },
      });
      expect(res.status, await res.clone().text()).toBe(201);
      const { data } = (await res.json()) as { data: { id: string; jobBoardUrl: string } };
      expect(data.jobBoardUrl).toBe("https://acme.workable.com/");
      await r.settle(data.id);
      expect(fx.apiRequests).toEqual(["/workable/api/v1/widget/accounts/acme"]);
      const [signal] = await signalsOf(r.deps, data.id);
      expect(report(signal!.analysis, "workable")).toMatchObject({ status: "ok", requests: 1 });

      for (const own of [
        "https://www.workable.com/",
        "https://apply.workable.com/",
        "https://help.workable.com/hc/en-us",
        "http://acme.workable.com/",
        "https://a.b.workable.com/",
      ]) {
        const bad = await r.org.request("POST", "/api/v1/tracker", {
          body: {
            alertEmails: ["partner@fund.example"],
            companyName: "Acme Two",
            companyWebsite: "https://acme-two.example/",
            thingsToTrack: "Hiring Updates",
            jobBoardUrl: own,
          },
        });
        expect(bad.status, own).toBe(400);
        const body = (await bad.json()) as { error: { code: string; message: string } };
        expect(body.error.code, own).toBe("validation_error");
        expect(body.error.message, own).toContain("https://<account>.workable.com/");
      }
    },
  );

  it(
    "the published pattern (API description and tool schemas) takes " +
      "the account subdomain and refuses Workable's own, as the server does",
    async () => {
      const doc = JSON.stringify(await (await rig.app.request("/api/v1/openapi")).json());
      const pattern = /"jobBoardUrl":\{[^}]*"pattern":"((?:[^"\\]|\\.)*)"/.exec(doc)?.[1];
      expect(pattern).toBeDefined();
      const re = new RegExp(JSON.parse(`"${pattern}"`));
      for (const ok of [
        "https://acme.workable.com/",
        "https://Acme.Workable.com",
        "https://acme.workable.com/jobs/1234",
        "https://apply.workable.com/acme/",
        "https://jobs.lever.co/acme",
      ])
        expect(re.test(ok), ok).toBe(true);
      for (const no of [
        "https://www.workable.com/",
        "https://apply.workable.com/",
        "https://help.workable.com/hc",
        "http://acme.workable.com/",
        "https://a.b.workable.com/",
      ])
        expect(re.test(no), no).toBe(false);
      expect(boardFromUrl("https://Acme.workable.com/jobs/1234")).toEqual({ provider: "workable", token: "acme" });
      expect(boardFromUrl("https://www.workable.com/")).toBeNull();
    },
  );
});

describe("enrichment finds the company's job board (decisions 3)", () => {
  const jobBoardUrlOf = async (r: PipelineRig, id: string) => {
    const res = await r.org.request("GET", `/api/v1/tracker/${id}`);
    const { data } = (await res.json()) as {
      data: {
        jobBoardUrl: string | null;
        enrichment: { status: string; detail: { found: string[]; notFound: string[] } };
      };
    };
    return {
      jobBoardUrl: data.jobBoardUrl,
      found: data.enrichment.detail.found,
      notFound: data.enrichment.detail.notFound,
    };
  };

  it(
    "a careers page embedding a Greenhouse board fills jobBoardUrl " +
      "with the board's public URL, and the run reads that board once",
    async () => {
      fx = await startJobBoardFixture();
      fx.setPage("/", HOME);
      fx.setPage("/careers", greenhouseEmbed("fixturelabs"));
      fx.setBoard("greenhouse", "fixturelabs", { roles: [role("4500001", "Backend Engineer")] });
      const r = await rigWith();
      const id = await track(r.org, {
        companyName: "Fixture Labs",
        companyWebsite: `${fx.origin}/`,
        thingsToTrack: "Hiring Updates",
      });
      await r.settle(id);
      expect(await jobBoardUrlOf(r, id)).toMatchObject({
        jobBoardUrl: "https://job-boards.greenhouse.io/fixturelabs",
        found: expect.arrayContaining(["jobBoardUrl"]),
      });
      expect(fx.apiRequests).toEqual(["/greenhouse/v1/boards/fixturelabs/jobs?content=true"]);
    },
  );

  it("a jobBoardUrl the client gave is kept, whatever board the site shows", async () => {
    fx = await startJobBoardFixture();
    fx.setPage("/", HOME);
    fx.setPage("/careers", greenhouseEmbed("fixturelabs"));
    fx.setBoard("greenhouse", "fixturelabs", { roles: [] });
    fx.setBoard("lever", "fixture-labs", { roles: [] });
    const r = await rigWith();
    const id = await track(r.org, {
      companyName: "Fixture Labs",
      companyWebsite: `${fx.origin}/`,
      thingsToTrack: "Hiring Updates",
      jobBoardUrl: "https://jobs.lever.co/fixture-labs",
    });
    await r.settle(id);
    const view = await jobBoardUrlOf(r, id);
    expect(view.jobBoardUrl).toBe("https://jobs.lever.co/fixture-labs");
    expect(view.found).not.toContain("jobBoardUrl");
  });

  it("a site with no board leaves jobBoardUrl null and reports it neither found nor missing", async () => {
    fx = await startJobBoardFixture();
    fx.setPage("/", HOME);
    fx.setPage(
      "/careers",
      page(
        "Careers | Fixture Labs",
        "<h1>Join us</h1><p>No open roles right now. Write to jobs@fixturelabs.example.</p>",
      ),
    );
    const r = await rigWith();
    const id = await track(r.org, {
      companyName: "Fixture Labs",
      companyWebsite: `${fx.origin}/`,
      thingsToTrack: "Hiring Updates",
    });
    await r.settle(id);
    const view = await jobBoardUrlOf(r, id);
    expect(view.jobBoardUrl).toBeNull();
    expect([...view.found, ...view.notFound]).not.toContain("jobBoardUrl");
    expect(fx.apiRequests).toEqual([]);
  });
});
