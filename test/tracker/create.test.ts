import { sql } from "kysely";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { canonicalUrl } from "../../src/identity/url";
import { lockCompanyIdentities } from "../../src/identity/existing-company";
import { normalizeLinkedin, normalizeWebsite } from "../../src/identity/identifiers";
import { createTestOrg, onRealPostgres } from "../support/harness";
import { companyBody, create, createOk, get, settleEntity, setup, warmUp } from "./_helpers";

beforeAll(warmUp);

const TS_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/;

async function companyCount(org: { request: (m: string, p: string) => Promise<Response> }): Promise<number> {
  const res = await org.request("GET", "/api/v1/tracker?limit=100");
  return (await res.json()).data.length;
}

describe("POST /api/v1/tracker: a new company", () => {
  it("201 with the full entity, an operation to poll, and enrichment queued in the background", async () => {
    const { rt, org } = await setup();
    const body = companyBody({ confirmed: true });
    const { res, body: json } = await create(org, body);
    expect(res.status).toBe(201);
    expect(json.idempotencyReplayed).toBe(false);
    expect(json.existingEntity).toBe(false);
    const d = json.data;
    expect(d).toMatchObject({
      companyName: body.companyName,
      companyWebsite: body.companyWebsite,
      companyLinkedinUrl: body.companyLinkedinUrl,
      thingsToTrack: body.thingsToTrack,
      alertEmails: body.alertEmails,
      emailAlertsEnabled: true,
      cadenceDays: 7,
      status: "ok",
      tags: [],
      confirmedByUser: true,
      lastScrapedAt: null,
      latestSignal: null,
      latestRun: null,
    });
    expect(d.founders).toHaveLength(1);
    expect(d.founders[0]).toMatchObject({ name: body.founders[0]!.name, linkedinUrl: body.founders[0]!.linkedinUrl });
    expect(d.createdAt).toMatch(TS_RE);
    expect(d.updatedAt).toMatch(TS_RE);
    expect(json.operation).toEqual({
      entityId: d.id,
      pollUrl: `/api/v1/tracker/${d.id}`,
      enrichmentStatus: "queued",
      enrichmentComplete: false,
      suggestedPollIntervalSeconds: 5,
    });
    const jobs = await rt.deps.db.selectFrom("jobs").select(["kind", "status"]).where("entity_id", "=", d.id).execute();
    expect(jobs).toEqual([{ kind: "enrich", status: "pending" }]);
  });

  it("founders listed twice (same LinkedIn) become one; the rest keep their order; one created event", async () => {
    const { rt, org } = await setup();
    const b = companyBody();
    const founders = [
      { name: "Ada Lovelace", linkedinUrl: `https://www.linkedin.com/in/ada-${b.companyName.split(" ")[1]}` },
      { name: "Grace Hopper" },
      { name: "Ada King Lovelace", linkedinUrl: `https://linkedin.com/in/ada-${b.companyName.split(" ")[1]}/` },
      { name: "Alan Turing", twitterUrl: "https://x.com/alan" },
    ];
    const { res, body } = await create(org, { ...b, founders });
    expect(res.status).toBe(201);
    expect(body.data.founders.map((f: { name: string }) => f.name)).toEqual([
      "Ada King Lovelace",
      "Grace Hopper",
      "Alan Turing",
    ]);
    const events = await rt.deps.db.selectFrom("events").select("type").where("entity_id", "=", body.data.id).execute();
    expect(events).toEqual([{ type: "company.created" }]);
  });

  it("applies the defaults and the optional settings, and de-duplicates alert emails ignoring case", async () => {
    const { org } = await setup();
    const { res, body } = await create(
      org,
      companyBody({
        cadenceDays: 30,
        emailAlertsEnabled: false,
        alertEmails: ["A@Example.com", "a@example.com", "b@example.com"],
      }),
    );
    expect(res.status).toBe(201);
    expect(body.data.cadenceDays).toBe(30);
    expect(body.data.emailAlertsEnabled).toBe(false);
    expect(body.data.alertEmails).toEqual(["A@Example.com", "b@example.com"]);
    expect(body.data.confirmedByUser).toBeNull();
  });

  it("needs only thingsToTrack and alertEmails; a bare host is stored with https://", async () => {
    const { org } = await setup();
    const { res, body } = await create(org, {
      thingsToTrack: "Hiring",
      alertEmails: ["x@example.com"],
      companyWebsite: "acme-bare.example",
    });
    expect(res.status).toBe(201);
    expect(body.data.companyWebsite).toBe("https://acme-bare.example");
    expect(body.data.companyName).toBeNull();
    expect(body.data.founders).toEqual([]);
  });
});

describe("POST /api/v1/tracker: validation", () => {
  it("names every failing field in one 400 and creates nothing", async () => {
    const { org } = await setup();
    const { res, body } = await create(org, { alertEmails: ["not-an-email"], cadenceDays: 5, companyName: "Acme" });
    expect(res.status).toBe(400);
    expect(body.error.code).toBe("validation_error");
    for (const field of ["alertEmails.0", "cadenceDays", "thingsToTrack"])
      expect(body.error.message).toContain(`${field}:`);
    expect(body.error.details.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      "alertEmails.0",
      "cadenceDays",
      "thingsToTrack",
    ]);
    expect(await companyCount(org)).toBe(0);
  });

  it.each([
    ["blank thingsToTrack", { thingsToTrack: "   " }, "thingsToTrack"],
    ["no alert emails", { alertEmails: [] }, "alertEmails"],
    ["21 alert emails", { alertEmails: Array.from({ length: 21 }, (_, i) => `p${i}@example.com`) }, "alertEmails"],
    ["cadenceDays 14", { cadenceDays: 14 }, "cadenceDays"],
    ["a founder without a name", { founders: [{ linkedinUrl: "https://www.linkedin.com/in/x" }] }, "founders.0.name"],
    ["a blank founder name", { founders: [{ name: " " }] }, "founders.0.name"],
    [
      "a founder LinkedIn that is not LinkedIn",
      { founders: [{ name: "X", linkedinUrl: "https://example.com/in/x" }] },
      "founders.0.linkedinUrl",
    ],
    [
      "a company LinkedIn that is not LinkedIn",
      { companyLinkedinUrl: "https://facebook.com/acme" },
      "companyLinkedinUrl",
    ],
    [
      "a company LinkedIn with no page (linkedin.com/company/)",
      { companyLinkedinUrl: "https://www.linkedin.com/company/" },
      "companyLinkedinUrl",
    ],
    [
      "LinkedIn's feed as the company LinkedIn",
      { companyLinkedinUrl: "https://www.linkedin.com/feed/" },
      "companyLinkedinUrl",
    ],
    [
      "a person's profile as the company LinkedIn",
      { companyLinkedinUrl: "https://www.linkedin.com/in/jane" },
      "companyLinkedinUrl",
    ],
    [
      "LinkedIn's home page as a founder's LinkedIn",
      { founders: [{ name: "X", linkedinUrl: "https://linkedin.com" }] },
      "founders.0.linkedinUrl",
    ],
    [
      "a profile with no name (linkedin.com/in/) as a founder's LinkedIn",
      { founders: [{ name: "X", linkedinUrl: "https://www.linkedin.com/in/" }] },
      "founders.0.linkedinUrl",
    ],
    [
      "a company page as a founder's LinkedIn",
      { founders: [{ name: "X", linkedinUrl: "https://www.linkedin.com/company/acme" }] },
      "founders.0.linkedinUrl",
    ],
    [
      "a Twitter URL that is not Twitter/X",
      { companyTwitterUrl: "https://mastodon.social/@acme" },
      "companyTwitterUrl",
    ],
    ["a website that is not http(s)", { companyWebsite: "ftp://acme.example" }, "companyWebsite"],
    ["a website with spaces", { companyWebsite: "acme example.com" }, "companyWebsite"],
    [
      "a website holding a user name and password",
      { companyWebsite: "https://user:pass@acme.example" },
      "companyWebsite",
    ],
    [
      "a founder's GitHub holding a user name",
      { founders: [{ name: "X", githubUrl: "https://x@github.com/x" }] },
      "founders.0.githubUrl",
    ],
    ["emailAlertsEnabled as a string", { emailAlertsEnabled: "yes" }, "emailAlertsEnabled"],
    ["an address with 65 characters before the @", { alertEmails: [`${"a".repeat(65)}@example.com`] }, "alertEmails.0"],
    ["an address longer than 254 characters", { alertEmails: [`a@${"b".repeat(250)}.com`] }, "alertEmails.0"],
    [
      "an address whose domain ends a label with a hyphen",
      { alertEmails: ["ok@example.com", "a@x-.com"] },
      "alertEmails.1",
    ],
    ["an address whose domain starts a label with a hyphen", { alertEmails: ["a@-x.example.com"] }, "alertEmails.0"],
    ["a NUL character in the name", { companyName: "Nul\u0000Co" }, "companyName"],
    ["a NUL character in a founder's name", { founders: [{ name: "Ada\u0000Quill" }] }, "founders.0.name"],
    ["a NUL character in a tag", { tags: ["ok", "a\u0000b"] }, "tags.1"],
  ])("400 for %s", async (_label, over, field) => {
    const { org } = await setup();
    const { res, body } = await create(org, companyBody(over));
    expect(res.status).toBe(400);
    expect(body.error.code).toBe("validation_error");
    expect(body.error.message).toContain(`${field}:`);
    expect(await companyCount(org)).toBe(0);
  });

  it(
    "400 for a body nested deeper than 32 levels, naming " +
      "where, however deep (no stack overflow); nothing is created",
    async () => {
      const { org } = await setup();
      const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
      const body = (founders: string) => `{"thingsToTrack":"x","alertEmails":["a@example.com"],"founders":${founders}}`;
      for (const founders of [
        nested(40),
        nested(200_000),
        `[${Array.from({ length: 290 }, () => nested(1800)).join(",")}]`,
      ]) {
        const res = await org.request("POST", "/api/v1/tracker", {
          body: body(founders),
          headers: { "content-type": "application/json" },
        });
        expect(res.status).toBe(400);
        const err = (await res.json()).error;
        expect(err.code).toBe("validation_error");
        expect(err.message).toMatch(/founders(\.0){31}: is nested more than 32 levels deep/);
      }
      // 32 levels are still read (and refused by the schema, as founders are objects).
      const res = await org.request("POST", "/api/v1/tracker", {
        body: body(nested(31)),
        headers: { "content-type": "application/json" },
      });
      expect((await res.json()).error.message).not.toContain("nested");
      expect(await companyCount(org)).toBe(0);
    },
  );

  it("400 invalid_json for a body that does not parse, 415 for a body that is not JSON", async () => {
    const { org } = await setup();
    const bad = await org.request("POST", "/api/v1/tracker", {
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe("invalid_json");
    const form = await org.request("POST", "/api/v1/tracker", {
      body: "a=b",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect((await form.json()).error.code).toBe("unsupported_media_type");
  });
});

describe("POST /api/v1/tracker: the existing-company rule", () => {
  const base = () => {
    const b = companyBody();
    return {
      b,
      site: b.companyWebsite,
      li: b.companyLinkedinUrl,
      founderLi: b.founders[0]!.linkedinUrl,
    };
  };

  it("(a) a founder's LinkedIn plus the company LinkedIn match: 200, existingEntity, updated", async () => {
    const { org } = await setup();
    const { b, li, founderLi } = base();
    const id = await createOk(org, b);
    const { res, body } = await create(org, {
      companyLinkedinUrl: li,
      companyWebsite: "https://elsewhere.example",
      founders: [{ name: "Jane", linkedinUrl: founderLi }],
      thingsToTrack: "Only fundraising",
      alertEmails: ["new@example.com"],
    });
    expect(res.status).toBe(200);
    expect(body.existingEntity).toBe(true);
    expect(body.idempotencyReplayed).toBe(false);
    expect(body.data.id).toBe(id);
    expect(body.data.thingsToTrack).toBe("Only fundraising");
    expect(body.data.alertEmails).toEqual(["new@example.com"]);
    expect(await companyCount(org)).toBe(1);
  });

  it("(a') a founder's LinkedIn plus the website match", async () => {
    const { org } = await setup();
    const { b, site, founderLi } = base();
    const id = await createOk(org, b);
    const { res, body } = await create(org, {
      companyWebsite: site,
      founders: [{ name: "Jane", linkedinUrl: founderLi }],
      thingsToTrack: "x",
      alertEmails: ["a@example.com"],
    });
    expect(res.status).toBe(200);
    expect(body.existingEntity).toBe(true);
    expect(body.data.id).toBe(id);
  });

  it("(b) the company LinkedIn plus the website match; founders are merged; absent fields are kept", async () => {
    const { org } = await setup();
    const { b, site, li } = base();
    const id = await createOk(org, { ...b, cadenceDays: 30 });
    const { res, body } = await create(org, {
      companyWebsite: site,
      companyLinkedinUrl: li,
      founders: [{ name: "Someone Else" }, { name: b.founders[0]!.name.toUpperCase() + "  " }],
      thingsToTrack: "x",
      alertEmails: ["a@example.com"],
    });
    expect(res.status).toBe(200);
    expect(body.data.id).toBe(id);
    expect(body.data.cadenceDays).toBe(30);
    expect(body.data.companyName).toBe(b.companyName);
    // "JANE DOE …" is the stored founder by normalised name; "Someone Else" is new.
    expect(body.data.founders.map((f: { name: string }) => f.name)).toEqual([
      b.founders[0]!.name.toUpperCase(),
      "Someone Else",
    ]);
    expect(body.data.founders[0].linkedinUrl).toBe(b.founders[0]!.linkedinUrl);
  });

  it("a website alone does not match: a second company is created", async () => {
    const { org } = await setup();
    const { b, site } = base();
    await createOk(org, b);
    const { res, body } = await create(org, {
      companyWebsite: site,
      thingsToTrack: "x",
      alertEmails: ["a@example.com"],
    });
    expect(res.status).toBe(201);
    expect(body.existingEntity).toBe(false);
    expect(await companyCount(org)).toBe(2);
  });

  it("one identifier alone never matches (company LinkedIn alone, founder LinkedIn alone)", async () => {
    const { org } = await setup();
    const { b, li, founderLi } = base();
    await createOk(org, b);
    const r1 = await create(org, {
      companyLinkedinUrl: li,
      companyWebsite: "https://other-1.example",
      thingsToTrack: "x",
      alertEmails: ["a@example.com"],
    });
    expect(r1.res.status).toBe(201);
    const r2 = await create(org, {
      founders: [{ name: "Jane", linkedinUrl: founderLi }],
      companyWebsite: "https://other-2.example",
      thingsToTrack: "x",
      alertEmails: ["a@example.com"],
    });
    expect(r2.res.status).toBe(201);
    expect(await companyCount(org)).toBe(3);
  });

  it(
    "a LinkedIn URL that names no page never identifies a " +
      "company (stored by another client, or found by enrichment)",
    () => {
      for (const none of [
        "https://www.linkedin.com/company/",
        "https://www.linkedin.com/in/",
        "https://linkedin.com",
        "https://www.linkedin.com/feed/",
        "https://www.linkedin.com/jobs/view/1",
      ]) {
        expect(normalizeLinkedin(none), none).toBeNull();
      }
      expect(normalizeLinkedin("https://uk.linkedin.com/pub/Jane-Doe/1/2")).toBe("linkedin.com/in/jane-doe");
      expect(normalizeLinkedin("linkedin.com/school/acme-u/")).toBe("linkedin.com/school/acme-u");
      expect(normalizeLinkedin("linkedin.com/company/acme-u/")).toBe("linkedin.com/company/acme-u");
    },
  );

  it(
    "compares identifiers normalised: scheme, www., case, " +
      "trailing slash, query, fragment; LinkedIn paths; Twitter = X",
    async () => {
      const { org } = await setup();
      const id = await createOk(org, {
        companyWebsite: "https://acme-norm.example",
        companyLinkedinUrl: "https://www.linkedin.com/company/acme-norm",
        companyTwitterUrl: "https://twitter.com/AcmeNorm",
        founders: [{ name: "Jane", linkedinUrl: "https://www.linkedin.com/in/jane-norm" }],
        thingsToTrack: "x",
        alertEmails: ["a@example.com"],
      });
      const variants = [
        {
          companyWebsite: "http://www.ACME-norm.example/?utm_source=x#top",
          companyLinkedinUrl: "https://uk.linkedin.com/company/Acme-Norm/about/?trk=1",
        },
        { companyWebsite: "acme-norm.example/", founders: [{ name: "J", linkedinUrl: "linkedin.com/in/JANE-NORM/" }] },
        {
          companyLinkedinUrl: "http://linkedin.com/company/acme-norm/",
          founders: [{ name: "J", linkedinUrl: "https://www.linkedin.com/in/jane-norm?originalSubdomain=uk" }],
        },
      ];
      for (const v of variants) {
        const { res, body } = await create(org, { ...v, thingsToTrack: "x", alertEmails: ["a@example.com"] });
        expect(res.status, JSON.stringify(v)).toBe(200);
        expect(body.data.id).toBe(id);
      }
      const row = await (await setup()).rt.deps.db
        .selectFrom("entities")
        .select(["website_norm", "linkedin_norm", "twitter_norm"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        website_norm: "acme-norm.example",
        linkedin_norm: "linkedin.com/company/acme-norm",
        twitter_norm: "x.com/acmenorm",
      });
      expect(await companyCount(org)).toBe(1);
    },
  );

  it("another organisation's company never matches", async () => {
    const { rt, org } = await setup();
    const b = companyBody();
    await createOk(org, b);
    const other = await createTestOrg({ app: rt.app });
    const { res } = await create(other, b);
    expect(res.status).toBe(201);
  });

  it("a match that changes identifying fields (a new founder) starts enrichment again", async () => {
    const { rt, org } = await setup();
    const b = companyBody();
    const id = await createOk(org, b);
    await settleEntity(rt, id);
    expect((await get(org, id)).body.operation.enrichmentStatus).toBe("ready");
    const same = await create(org, { ...b, thingsToTrack: "changed" });
    expect(same.res.status).toBe(200);
    expect(same.body.operation.enrichmentStatus).toBe("ready");
    const more = await create(org, { ...b, founders: [...b.founders, { name: "Second Founder" }] });
    expect(more.res.status).toBe(200);
    expect(more.body.operation.enrichmentStatus).toBe("queued");
    expect(more.body.operation.suggestedPollIntervalSeconds).toBe(5);
    await settleEntity(rt, id);
    // The same website over http: the same company (the identifier ignores the scheme), but
    // another site to read, so enrichment starts again.
    const http = await create(org, { ...b, companyWebsite: b.companyWebsite.replace("https://", "http://") });
    expect(http.res.status).toBe(200);
    expect(http.body.data.companyWebsite).toMatch(/^http:\/\//);
    expect(http.body.operation.enrichmentStatus).toBe("queued");
    await settleEntity(rt, id);
    // Another spelling of the same site to read (case, a trailing slash, a query) is no change.
    const same2 = await create(org, {
      ...b,
      companyWebsite: `${b.companyWebsite.replace("https://", "HTTP://").toUpperCase()}/?utm_source=x`,
    });
    expect(same2.res.status).toBe(200);
    expect(same2.body.operation.enrichmentStatus).toBe("ready");
  });
});

describe("POST /api/v1/tracker: an IPv6 website", () => {
  it("201 for an IPv6-literal website, shown as sent; the API description's pattern admits it too", async () => {
    const { rt, org } = await setup();
    const { res, body } = await create(org, companyBody({ companyWebsite: "https://[2001:db8::1]/" }));
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.data.companyWebsite).toBe("https://[2001:db8::1]/");
    // A bare literal is read as https://, as a bare host is.
    const bare = await create(org, companyBody({ companyWebsite: "[2606:4700::1111]" }));
    expect(bare.res.status, JSON.stringify(bare.body)).toBe(201);
    expect(bare.body.data.companyWebsite).toBe("https://[2606:4700::1111]");
    // Clients (and the tool schemas) validate with the published pattern: it must not refuse what the server takes.
    const doc = JSON.stringify(await (await rt.app.request("/api/v1/openapi")).json());
    const pattern = /"companyWebsite":\{[^}]*"pattern":"((?:[^"\\]|\\.)*)"/.exec(doc)?.[1];
    expect(pattern).toBeDefined();
    const re = new RegExp(JSON.parse(`"${pattern}"`));
    expect(re.test("https://[2001:db8::1]/")).toBe(true);
    expect(re.test("https://acme")).toBe(false);
  });

  it(
    "another spelling of the address (case, zeros, no slash) " +
      "is the same company and no change; another address is not",
    async () => {
      const { rt, org } = await setup();
      const b = companyBody({ companyWebsite: "https://[2001:db8::1]/" });
      const id = await createOk(org, b);
      await settleEntity(rt, id);
      const again = await create(org, {
        companyWebsite: "https://[2001:DB8:0::1]",
        companyLinkedinUrl: b.companyLinkedinUrl,
        thingsToTrack: "x",
        alertEmails: ["a@example.com"],
      });
      expect(again.res.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.existingEntity).toBe(true);
      expect(again.body.data.id).toBe(id);
      expect(again.body.operation.enrichmentStatus).toBe("ready"); // the same site to read: nothing to enrich again
      const row = await rt.deps.db
        .selectFrom("entities")
        .select("website_norm")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row.website_norm).toBe("[2001:db8::1]");
      const other = await create(org, {
        companyWebsite: "https://[2001:db8::2]/",
        companyLinkedinUrl: b.companyLinkedinUrl,
        thingsToTrack: "x",
        alertEmails: ["a@example.com"],
      });
      expect(other.res.status).toBe(201); // the company LinkedIn alone never matches
      expect(await companyCount(org)).toBe(2);
    },
  );
});

describe("POST /api/v1/tracker: concurrency", () => {
  it("ten identical requests racing without a key end with one company", async () => {
    const { org } = await setup();
    const b = companyBody();
    const results = await Promise.all(Array.from({ length: 10 }, () => create(org, b)));
    const statuses = results.map((r) => r.res.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect(await companyCount(org)).toBe(1);
  });

  it("different submissions for the same company racing end with one company", async () => {
    const { org } = await setup();
    const b = companyBody();
    // Different bodies, each pair identifying the same company (company LinkedIn + website).
    const bodies = [
      b,
      {
        companyLinkedinUrl: b.companyLinkedinUrl,
        companyWebsite: b.companyWebsite,
        thingsToTrack: "a",
        alertEmails: ["a@example.com"],
      },
      { ...b, companyName: "Other spelling", founders: [{ name: "Someone Else" }] },
      {
        companyLinkedinUrl: b.companyLinkedinUrl.toUpperCase(),
        companyWebsite: `${b.companyWebsite}/`,
        thingsToTrack: "b",
        alertEmails: ["b@example.com"],
        cadenceDays: 3,
      },
    ];
    const results = await Promise.all(bodies.map((x) => create(org, x)));
    expect(results.filter((r) => r.res.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.res.status === 200 && r.body.existingEntity)).toHaveLength(3);
    expect(await companyCount(org)).toBe(1);
  });

  // PGlite has one connection: a transaction held open there would stall every other request.
  it.skipIf(!onRealPostgres)(
    "a create waits only for creates of the same company, not for the organisation's others",
    async () => {
      const { rt, org } = await setup();
      const held = companyBody();
      const identity = {
        websiteNorm: normalizeWebsite(canonicalUrl(held.companyWebsite)),
        linkedinNorm: normalizeLinkedin(canonicalUrl(held.companyLinkedinUrl)),
      };
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      let holding!: () => void;
      const isHeld = new Promise<void>((r) => (holding = r));
      // Another request's transaction, holding this company's identity.
      const holder = rt.deps.db.transaction().execute(async (trx) => {
        await lockCompanyIdentities(trx, org.orgId, identity);
        holding();
        await released;
      });
      await isHeld;
      try {
        const waiting = async () =>
          (
            await sql<{
              n: number;
            }>`select count(*)::int as n from pg_locks where locktype = 'advisory'
              and classid = 727274011 and not granted`.execute(rt.deps.db)
          ).rows[0]!.n;
        // Another company of the same organisation goes through while the identity is held.
        expect((await create(org, companyBody())).res.status).toBe(201);
        expect(await waiting()).toBe(0);
        // The same company (its LinkedIn alone is enough to collide) waits for the holder.
        const same = create(org, { ...companyBody(), companyLinkedinUrl: held.companyLinkedinUrl });
        await vi.waitFor(async () => expect(await waiting()).toBe(1), { timeout: 5000 });
        release();
        await holder;
        expect((await same).res.status).toBe(201);
      } finally {
        release();
        await holder;
      }
    },
  );
});
