import { beforeAll, describe, expect, it } from "vitest";
import { json } from "../../src/db/database";
import { createTestOrg, type TestOrg } from "../support/harness";
import { lifecycleRuntime, type LifecycleRuntime } from "../support/test-pipeline";
import { pageText, WebClient } from "../support/web";

/**
 * Companies in the web app (docs/web.md §Companies) over HTTP as a browser uses it: the list with its
 * filters and search (the API's fuzzy lookup), Add company with the API's messages, idempotency
 * and the existing-company rule, a company's page and every write on it (what to watch with its
 * preview, alerts and cadence, pause and resume, Refresh now refused as the API refuses it, delete
 * after typing the name); viewers refused, another organisation's companies 404.
 */

let rt: LifecycleRuntime;
let org: TestOrg;
let other: TestOrg;
let n = 0;

async function signedIn(
  role: "owner" | "member" | "viewer" = "member",
  on: TestOrg = org,
): Promise<{ browser: WebClient; email: string }> {
  const email = `companies-${Date.now().toString(36)}-${++n}@example.com`;
  await on.newKey({ email, role });
  const browser = new WebClient(rt.app, undefined, `companies-client-${n}`);
  await browser.signIn(rt.deps.db, email);
  return { browser, email };
}

let made = 0;
async function apiCompany(
  over: Record<string, unknown> = {},
  on: TestOrg = org,
): Promise<{ id: string; name: string }> {
  const i = `${process.pid}-${++made}`;
  const body = {
    companyName: `Quillstone ${i}`,
    companyWebsite: `https://quillstone-${i}.example`,
    founders: [{ name: `Mara Quill ${i}`, linkedinUrl: `https://www.linkedin.com/in/mara-quill-${i}` }],
    thingsToTrack: "Product Updates",
    alertEmails: ["partner@fund.example"],
    ...over,
  };
  const res = await on.request("POST", "/api/v1/tracker", { body });
  const out = (await res.json()) as { data: { id: string } };
  expect(res.status, JSON.stringify(out)).toBe(201);
  return { id: out.data.id, name: String(body.companyName) };
}

const api = async (path: string, on: TestOrg = org) => (await on.request("GET", path)).json();
const rowIds = (html: string) => [...html.matchAll(/<li class="row" id="company-([0-9a-f-]{36})"/g)].map((m) => m[1]!);

beforeAll(async () => {
  rt = await lifecycleRuntime();
  org = await createTestOrg({ app: rt.app, name: "Companies Page Fund" });
  other = await createTestOrg({ app: rt.app, name: "Another Fund" });
});

describe("the companies list", () => {
  it(
    "lists the companies as the API does, filters by status and " +
      "tag in the URL, and finds one by a loose spelling of its name",
    async () => {
      const a = await apiCompany();
      const b = await apiCompany();
      await org.request("PATCH", `/api/v1/tracker/${b.id}`, { body: { status: "paused", tags: ["portfolio"] } });
      const { browser } = await signedIn();
      const all = (await api("/api/v1/tracker")) as { data: { id: string }[] };
      expect(rowIds(await (await browser.get("/app/companies")).text())).toEqual(all.data.map((c) => c.id));
      const paused = (await api("/api/v1/tracker?status=paused")) as { data: { id: string }[] };
      expect(rowIds(await (await browser.get("/app/companies?status=paused")).text())).toEqual(
        paused.data.map((c) => c.id),
      );
      expect(rowIds(await (await browser.get("/app/companies?tag=portfolio")).text())).toEqual([b.id]);

      const found = await (
        await browser.get(`/app/companies?q=${encodeURIComponent(a.name.toLowerCase().replace(" ", ""))}`)
      ).text();
      expect(rowIds(found)).toEqual([a.id]);
      const none = await browser.get("/app/companies?q=zzqv-nothing-like-it");
      expect(none.status).toBe(404);
      expect(pageText(await none.text())).toContain("No tracked company");
    },
  );
});

describe("Add company", () => {
  it(
    "shows the API's messages beside the fields, adds founder " +
      "rows without saving, and creates once however often it is sent",
    async () => {
      const { browser, email } = await signedIn();
      const form = await (await browser.get("/app/companies/new")).text();
      expect(form).toContain(`value="${email}"`);
      const key = /name="idempotencyKey" value="([^"]+)"/.exec(form)![1]!;
      const before = ((await api("/api/v1/tracker?limit=100")) as { data: unknown[] }).data.length;

      const bad = await browser.post("/app/companies/new", {
        idempotencyKey: key,
        intent: "create",
        companyName: "Fernhill",
        companyWebsite: "not a url at all",
        alertEmails: "nobody",
        cadenceDays: "7",
      });
      expect(bad.status).toBe(400);
      const badHtml = await bad.text();
      expect(badHtml).toMatch(/id="f-website"[^>]*aria-invalid="true"/);
      expect(badHtml).toMatch(/id="f-things"[^>]*aria-invalid="true"/);
      expect(pageText(badHtml)).toContain("must not be blank");
      expect(pageText(badHtml)).toMatch(/must be an email address/);
      // The reasons stand beside their fields; the summary above does not name the API's parameters.
      expect(pageText(badHtml)).toContain("Some of what you entered needs fixing.");
      expect(pageText(badHtml)).not.toContain("companyWebsite:");

      const more = await browser.post("/app/companies/new", {
        idempotencyKey: key,
        intent: "add-founder",
        companyName: "Fernhill",
        founderName: "Ada Fern",
        founderLinkedinUrl: "",
      });
      expect(more.status).toBe(200);
      const moreHtml = await more.text();
      expect(moreHtml).toContain('id="f-founder-1-name"');
      expect(moreHtml).toContain('value="Ada Fern"');
      expect(((await api("/api/v1/tracker?limit=100")) as { data: unknown[] }).data.length).toBe(before);

      const good = {
        idempotencyKey: key,
        intent: "create",
        companyName: `Fernhill ${n}`,
        companyWebsite: `fernhill-${n}.example`,
        founderName: "Ada Fern",
        founderLinkedinUrl: `https://www.linkedin.com/in/ada-fern-${n}`,
        pick: "Fundraising Signals",
        alertEmails: `${email}, second@fund.example`,
        cadenceDays: "3",
      };
      const first = await browser.post("/app/companies/new", good);
      expect(first.status).toBe(303);
      const id = /\/app\/companies\/([0-9a-f-]{36})/.exec(first.headers.get("location")!)![1]!;
      const again = await browser.post("/app/companies/new", good);
      expect(again.headers.get("location")).toBe(first.headers.get("location"));
      expect(((await api("/api/v1/tracker?limit=100")) as { data: unknown[] }).data.length).toBe(before + 1);
      const co = (await api(`/api/v1/tracker/${id}?view=full`)) as {
        data: {
          companyWebsite: string;
          founders: { name: string }[];
          thingsToTrack: string;
          alertEmails: string[];
          cadenceDays: number;
        };
      };
      expect(co.data.companyWebsite).toBe(`https://fernhill-${n}.example`);
      expect(co.data.founders.map((f) => f.name)).toEqual(["Ada Fern"]);
      expect(co.data.thingsToTrack).toBe("Fundraising Signals");
      expect(co.data.alertEmails).toEqual([email, "second@fund.example"]);
      expect(co.data.cadenceDays).toBe(3);

      // The same company again, as a new submission: the existing-company rule, and a way to it.
      const dup = await browser.post("/app/companies/new", {
        ...good,
        idempotencyKey: crypto.randomUUID(),
        pick: "Hiring Updates",
      });
      expect(dup.headers.get("location")).toBe(`/app/companies/${id}`);
      const page = await (await browser.get(`/app/companies/${id}`)).text();
      expect(pageText(page)).toContain("was already tracked");
      expect(((await api("/api/v1/tracker?limit=100")) as { data: unknown[] }).data.length).toBe(before + 1);
    },
  );
});

describe("a company's page", () => {
  it(
    "shows details, founders and progress, and Refresh now is " +
      "refused while paused or running, with the API's message",
    async () => {
      const co = await apiCompany();
      const { browser } = await signedIn();
      const page = pageText(await (await browser.get(`/app/companies/${co.id}`)).text());
      expect(page).toContain(co.name);
      expect(page).toContain("Mara Quill");
      expect(page).toMatch(/Enrichment\s*Queued/);

      expect((await browser.post(`/app/companies/${co.id}/status`, { status: "paused" })).status).toBe(303);
      expect(((await api(`/api/v1/tracker/${co.id}`)) as { data: { status: string } }).data.status).toBe("paused");
      const refused = await browser.post(`/app/companies/${co.id}/refresh`);
      expect(refused.status).toBe(409);
      expect(pageText(await refused.text())).toContain("This company is paused.");

      expect((await browser.post(`/app/companies/${co.id}/status`, { status: "ok" })).status).toBe(303);
      await rt.settle();
      await rt.runner.drain();
      const ok = await browser.post(`/app/companies/${co.id}/refresh`);
      expect(ok.status).toBe(303);
      const busy = await browser.post(`/app/companies/${co.id}/refresh`);
      expect(busy.status).toBe(409);
      expect(pageText(await busy.text())).toContain("already queued or running");
      const running = await (await browser.get(`/app/companies/${co.id}`)).text();
      expect(running).toMatch(/id="progress"[^>]*data-poll="3"/);
      await rt.settle();
      await rt.runner.drain();
      const done = await (await browser.get(`/app/companies/${co.id}`)).text();
      expect(done).not.toContain("data-poll");
      expect(pageText(done)).toMatch(/Refresh run succeeded/);
    },
  );

  it("saves alert emails, cadence and tags, with the API's messages on a bad value", async () => {
    const co = await apiCompany();
    const { browser } = await signedIn();
    const bad = await browser.post(`/app/companies/${co.id}/settings`, {
      alertEmails: "not-an-address",
      emailAlertsEnabled: "on",
      cadenceDays: "7",
      tags: "",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/id="f-emails"[^>]*aria-invalid="true"/);
    const good = await browser.post(`/app/companies/${co.id}/settings`, {
      alertEmails: "a@fund.example, b@fund.example",
      cadenceDays: "30",
      tags: "portfolio, follow-on",
    });
    expect(good.status).toBe(303);
    const after = (await api(`/api/v1/tracker/${co.id}?view=full`)) as {
      data: { alertEmails: string[]; emailAlertsEnabled: boolean; cadenceDays: number; tags: string[] };
    };
    expect(after.data).toMatchObject({
      alertEmails: ["a@fund.example", "b@fund.example"],
      emailAlertsEnabled: false,
      cadenceDays: 30,
      tags: ["portfolio", "follow-on"],
    });
  });

  it("previews which of the last signals would alert under new text, saving nothing, then saves it", async () => {
    const co = await apiCompany({ thingsToTrack: "Hiring Updates" });
    const now = rt.clock.now();
    const signalId = crypto.randomUUID();
    await rt.deps.db
      .insertInto("signals")
      .values({
        id: signalId,
        org_id: org.orgId,
        entity_id: co.id,
        run_id: null,
        type: "fundraising",
        severity: "high",
        recommendation: "reach_out",
        needs_attention: true,
        summary: "Raised a $12M Series A.",
        evidence: "[]",
        analysis: json({
          analyser: "local",
          findings: [
            {
              type: "fundraising",
              strength: 5,
              headline: "raised a $12M Series A",
              quote: { added: ["We raised $12M"], removed: [] },
              cues: [],
            },
          ],
        }),
        created_at: now,
      })
      .execute();
    await rt.deps.db
      .insertInto("alerts")
      .values({
        id: crypto.randomUUID(),
        org_id: org.orgId,
        entity_id: co.id,
        signal_id: signalId,
        run_id: null,
        outcome: "suppressed",
        reason: "The change did not match anything you track.",
        recipients: [],
        subject: null,
        rule_evaluations: "[]",
        created_at: now,
      })
      .execute();
    const { browser } = await signedIn();
    const preview = await browser.get(`/app/companies/${co.id}?things=${encodeURIComponent("Fundraising Signals")}`);
    expect(preview.status).toBe(200);
    const text = pageText(await preview.text());
    expect(text).toContain(
      "With this text, 1 of the last 1 signals would have alerted (1 more, 0 fewer than were emailed).",
    );
    expect(text).toContain("Would alert");
    expect(
      ((await api(`/api/v1/tracker/${co.id}?view=full`)) as { data: { thingsToTrack: string } }).data.thingsToTrack,
    ).toBe("Hiring Updates");
    const unchanged = pageText(
      await (await browser.get(`/app/companies/${co.id}?things=${encodeURIComponent("Hiring Updates")}`)).text(),
    );
    expect(unchanged).toContain("With this text, 0 of the last 1 signals would have alerted, as many as were emailed.");
    expect((await browser.get(`/app/companies/${co.id}?things=%20`)).status).toBe(400);

    expect((await browser.post(`/app/companies/${co.id}/things`, { things: "Fundraising Signals" })).status).toBe(303);
    expect(
      ((await api(`/api/v1/tracker/${co.id}?view=full`)) as { data: { thingsToTrack: string } }).data.thingsToTrack,
    ).toBe("Fundraising Signals");
  });

  it("deletes only after the company's name is typed exactly", async () => {
    const co = await apiCompany();
    const { browser } = await signedIn();
    const wrong = await browser.post(`/app/companies/${co.id}/delete`, { confirmName: co.name.toLowerCase() });
    expect(wrong.status).toBe(400);
    expect(pageText(await wrong.text())).toContain(`must be the company's name, “${co.name}”, exactly`);
    expect((await org.request("GET", `/api/v1/tracker/${co.id}`)).status).toBe(200);
    const right = await browser.post(`/app/companies/${co.id}/delete`, { confirmName: co.name });
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe("/app/companies");
    expect((await org.request("GET", `/api/v1/tracker/${co.id}`)).status).toBe(404);
  });
});

describe("who may do what", () => {
  it("a viewer sees no write control and is refused every write (403), which changes nothing", async () => {
    const co = await apiCompany();
    const { browser } = await signedIn("viewer");
    const list = await (await browser.get("/app/companies")).text();
    expect(list).not.toContain("Add company");
    const page = await (await browser.get(`/app/companies/${co.id}`)).text();
    for (const control of ["Refresh now", "Pause", "Save settings", "Delete company", "Preview"])
      expect(pageText(page)).not.toContain(control);
    expect((await browser.get("/app/companies/new")).status).toBe(403);
    expect(
      (
        await browser.post("/app/companies/new", {
          intent: "create",
          companyName: "X",
          companyWebsite: "x.example",
          pick: "Hiring Updates",
          alertEmails: "x@x.example",
        })
      ).status,
    ).toBe(403);
    expect((await browser.post(`/app/companies/${co.id}/status`, { status: "paused" })).status).toBe(403);
    expect((await browser.post(`/app/companies/${co.id}/refresh`)).status).toBe(403);
    expect((await browser.post(`/app/companies/${co.id}/delete`, { confirmName: co.name })).status).toBe(403);
    expect(((await api(`/api/v1/tracker/${co.id}`)) as { data: { status: string } }).data.status).toBe("ok");
  });

  it("another organisation's company is 404, to read and to write", async () => {
    const theirs = await apiCompany({}, other);
    const { browser } = await signedIn("owner");
    expect((await browser.get(`/app/companies/${theirs.id}`)).status).toBe(404);
    expect((await browser.get(`/app/companies/${theirs.id}?things=Hiring%20Updates`)).status).toBe(404);
    expect((await browser.post(`/app/companies/${theirs.id}/status`, { status: "paused" })).status).toBe(404);
    expect((await browser.post(`/app/companies/${theirs.id}/delete`, { confirmName: theirs.name })).status).toBe(404);
    expect((await other.request("GET", `/api/v1/tracker/${theirs.id}`)).status).toBe(200);
    expect(rowIds(await (await browser.get("/app/companies")).text())).not.toContain(theirs.id);
  });
});
