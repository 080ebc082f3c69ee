import { beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../src/services/setup/demo-seed";
import { createTestOrg, getRuntime, type TestOrg } from "../support/harness";
import { pageText, WebClient } from "../support/web";

/**
 * The Leads page (docs/web.md §Leads and alerts) over HTTP as a browser uses it: the unreviewed inbox and the
 * accepted and rejected lists exactly as GET /api/v1/leads lists them, its filters in the URL, a
 * decision made in the app being the one the API shows and the reverse, tracking a lead from a
 * form prefilled with the member's email and the quick picks; viewers refused, other
 * organisations' leads 404.
 */

interface Lead {
  id: string;
  founderName: string;
  companyName: string | null;
  companyWebsite: string | null;
  stage: string;
  source: { id: string; companyName: string | null } | null;
  decision: { status: string; trackedEntityId: string | null };
}

let org: TestOrg;
let other: TestOrg;
let n = 0;

async function signedIn(
  role: "owner" | "member" | "viewer" = "member",
): Promise<{ browser: WebClient; email: string }> {
  const rt = await getRuntime();
  const email = `leads-${Date.now().toString(36)}-${++n}@example.com`;
  await org.newKey({ email, role });
  const browser = new WebClient(rt.app, undefined, `leads-client-${n}`);
  await browser.signIn(rt.deps.db, email);
  return { browser, email };
}

async function api(query: string, on: TestOrg = org): Promise<{ data: Lead[]; nextCursor: string | null }> {
  return (await on.request("GET", `/api/v1/leads?${query}`)).json();
}

const rowIds = (html: string) => [...html.matchAll(/<li class="row" id="lead-([0-9a-f-]{36})"/g)].map((m) => m[1]!);

beforeAll(async () => {
  const rt = await getRuntime();
  org = await createTestOrg({ name: "Leads Page Partners" });
  other = await createTestOrg({ name: "Other Leads Fund" });
  await seedDemo(rt.deps.db, rt.clock, { orgId: org.orgId, companies: 10, signals: 60, leads: 60, seed: 81 });
  await seedDemo(rt.deps.db, rt.clock, { orgId: other.orgId, companies: 3, signals: 10, leads: 8, seed: 82 });
});

describe("the leads page", () => {
  it(
    "lists the unreviewed leads as the API does, and filters " + "by stage, founder and source company as the API does",
    async () => {
      const { browser } = await signedIn();
      const unreviewed = await api("decision=unreviewed");
      expect(unreviewed.data.length).toBeGreaterThan(5);
      expect(rowIds(await (await browser.get("/app/leads")).text())).toEqual(unreviewed.data.map((l) => l.id));

      const stage = unreviewed.data[0]!.stage;
      const byStage = await api(`decision=unreviewed&stage=${stage}`);
      expect(byStage.data.length).toBeLessThan(unreviewed.data.length + 1);
      expect(rowIds(await (await browser.get(`/app/leads?stage=${stage}`)).text())).toEqual(
        byStage.data.map((l) => l.id),
      );

      const founder = unreviewed.data[1]!.founderName.split(" ")[0]!;
      const byFounder = await api(`decision=unreviewed&founderName=${encodeURIComponent(founder)}`);
      const html = await (await browser.get(`/app/leads?founder=${encodeURIComponent(founder)}`)).text();
      expect(rowIds(html)).toEqual(byFounder.data.map((l) => l.id));
      expect(html).toContain("Filters (1 in use)");

      const source = unreviewed.data.find((l) => l.source)!.source!;
      const bySource = await api(`decision=unreviewed&sourceEntityId=${source.id}`);
      expect(rowIds(await (await browser.get(`/app/leads?sourceId=${source.id}`)).text())).toEqual(
        bySource.data.map((l) => l.id),
      );
      expect(bySource.data.every((l) => l.source?.id === source.id)).toBe(true);
    },
  );

  it("a decision made in the app is the one the API shows, and the reverse", async () => {
    const { browser } = await signedIn();
    const [a, b] = (await api("decision=unreviewed")).data;
    const res = await browser.post(`/app/leads/${a!.id}/decision`, { accepted: "true", back: "/app/leads" });
    expect(res.status).toBe(303);
    const viaApi = (await (await org.request("GET", `/api/v1/leads/${a!.id}`)).json()) as { data: Lead };
    expect(viaApi.data.decision.status).toBe("accepted");

    expect((await org.request("POST", `/api/v1/leads/${b!.id}/decision`, { body: { accepted: false } })).status).toBe(
      200,
    );
    const unreviewedPage = await (await browser.get("/app/leads")).text();
    expect(rowIds(unreviewedPage)).not.toContain(a!.id);
    expect(rowIds(unreviewedPage)).not.toContain(b!.id);
    expect(rowIds(await (await browser.get("/app/leads?decision=accepted")).text())).toContain(a!.id);
    expect(rowIds(await (await browser.get("/app/leads?decision=rejected")).text())).toContain(b!.id);
  });

  it("offers keyboard keys on each row: a accepts, r rejects, t tracks", async () => {
    const { browser } = await signedIn();
    const html = await (await browser.get("/app/leads")).text();
    const id = rowIds(html)[0]!;
    const row = html.slice(html.indexOf(`id="lead-${id}"`), html.indexOf("</li>", html.indexOf(`id="lead-${id}"`)));
    expect(row).toMatch(/data-key="a"[^>]*>\s*Accept/);
    expect(row).toMatch(/data-key="r"[^>]*>\s*Reject/);
    expect(row).toContain(`href="/app/leads/${id}/track?back=`);
    expect(row).toContain('data-key="t"');
  });

  it(
    "tracks a lead from a form prefilled with the member's " + "email and the quick picks; a double submit tracks once",
    async () => {
      const { browser, email } = await signedIn();
      const lead = (await api("decision=unreviewed")).data.find((l) => l.companyWebsite)!;
      const form = await (await browser.get(`/app/leads/${lead.id}/track`)).text();
      expect(form).toContain(`value="${email}"`);
      for (const pick of [
        "Product Updates",
        "Metrics Shared",
        "Founders Amplified",
        "Fundraising Signals",
        "Hiring Updates",
        "Customer/Partnership Signals",
      ]) {
        expect(pageText(form)).toContain(pick);
      }
      const key = /name="idempotencyKey" value="([^"]+)"/.exec(form)![1]!;

      // Nothing chosen: the API's message beside the field, and nothing tracked.
      const blank = await browser.post(`/app/leads/${lead.id}/track`, {
        idempotencyKey: crypto.randomUUID(),
        alertEmails: email,
        cadenceDays: "7",
      });
      expect(blank.status).toBe(400);
      expect(pageText(await blank.text())).toContain("must not be blank");
      expect(
        ((await (await org.request("GET", `/api/v1/leads/${lead.id}`)).json()) as { data: Lead }).data.decision
          .trackedEntityId,
      ).toBeNull();

      const fields = {
        idempotencyKey: key,
        pick: "Fundraising Signals",
        thingsToTrack: "expansion into Europe",
        alertEmails: email,
        cadenceDays: "30",
      };
      const first = await browser.post(`/app/leads/${lead.id}/track`, fields);
      expect(first.status).toBe(303);
      const second = await browser.post(`/app/leads/${lead.id}/track`, fields);
      expect(second.status).toBe(303);
      expect(second.headers.get("location")).toBe(first.headers.get("location"));

      const tracked = ((await (await org.request("GET", `/api/v1/leads/${lead.id}`)).json()) as { data: Lead }).data;
      expect(tracked.decision.trackedEntityId).toBeTruthy();
      expect(first.headers.get("location")).toContain(tracked.decision.trackedEntityId!);
      const company = (await (
        await org.request("GET", `/api/v1/tracker/${tracked.decision.trackedEntityId}?view=full`)
      ).json()) as {
        data: { thingsToTrack: string; alertEmails: string[]; cadenceDays: number };
      };
      expect(company.data.thingsToTrack).toBe("Fundraising Signals, expansion into Europe");
      expect(company.data.alertEmails).toEqual([email]);
      expect(company.data.cadenceDays).toBe(30);
    },
  );

  it("shows a viewer no write controls and refuses their posts with 403", async () => {
    const { browser } = await signedIn("viewer");
    const html = await (await browser.get("/app/leads")).text();
    expect(rowIds(html).length).toBeGreaterThan(0);
    expect(html).not.toContain('/decision"');
    expect(html).not.toContain("/track?back=");
    const id = rowIds(html)[0]!;
    expect((await browser.post(`/app/leads/${id}/decision`, { accepted: "true" })).status).toBe(403);
    expect((await browser.get(`/app/leads/${id}/track`)).status).toBe(403);
    expect(
      (await browser.post(`/app/leads/${id}/track`, { pick: "Hiring Updates", alertEmails: "v@example.com" })).status,
    ).toBe(403);
    expect(
      ((await (await org.request("GET", `/api/v1/leads/${id}`)).json()) as { data: Lead }).data.decision.status,
    ).toBe("unreviewed");
  });

  it("answers 404 for another organisation's lead and never lists it", async () => {
    const { browser } = await signedIn();
    const theirs = (await api("decision=unreviewed", other)).data;
    expect(theirs.length).toBeGreaterThan(0);
    const html = await (await browser.get("/app/leads")).text();
    for (const l of theirs) expect(html).not.toContain(l.id);
    expect((await browser.post(`/app/leads/${theirs[0]!.id}/decision`, { accepted: "true" })).status).toBe(404);
    expect((await browser.get(`/app/leads/${theirs[0]!.id}/track`)).status).toBe(404);
    expect((await api("decision=unreviewed", other)).data[0]!.decision.status).toBe("unreviewed");
  });
});
