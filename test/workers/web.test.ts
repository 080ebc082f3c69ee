import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/database";
import { openPostgres } from "../../src/db/open-node";
import { systemClock } from "../../src/platform/clock";
import { seedDemo } from "../../src/services/setup/demo-seed";
import { createMember, createOrganization } from "../../src/services/members/organizations";
import { createTestDatabase, type TestDatabase } from "../support/postgres";
import { latestSignInLink } from "../support/web";
import { startTestWorker, type TestWorker } from "../support/worker";
import { ADMIN_CLI } from "../../src/services/audit/record";

/**
 * The web app in workerd (docs/web.md): the Worker bundle serves the pages and their assets with no
 * file read at request time, and a member signs in by the mailed link, with a session kept in
 * Postgres through the Neon driver, exactly as on Node.
 */

let worker: TestWorker;
let database: TestDatabase;
let db: DatabaseHandle;
const EMAIL = "edge-partner@example.com";

beforeAll(async () => {
  database = await createTestDatabase({ prefix: "pta_web_worker" });
  db = openPostgres(database.url, 2);
  const { orgId } = await createOrganization(db.db, systemClock, "Edge Ventures");
  await createMember(db.db, systemClock, { orgId, email: EMAIL, role: "owner" }, ADMIN_CLI);
  await seedDemo(db.db, systemClock, { orgId, companies: 5, signals: 40, seed: 9 });
  worker = await startTestWorker({
    vars: { DATABASE_URL: database.url, NEON_WS_PROXY: inject("neonWsProxy"), LOG_LEVEL: "error" },
  });
});

afterAll(async () => {
  await worker?.dispose();
  await db?.close();
  await database?.drop();
});

describe("the web app on Workers", () => {
  it("renders /app/sign-in with its form, its policy, and the assets it names", async () => {
    const res = await worker.fetch("/app/sign-in");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    const css = /href="(\/app\/assets\/app\.[0-9a-f]{16}\.css)"/.exec(html)![1]!;
    const asset = await worker.fetch(css);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await asset.text()).toContain("prefers-color-scheme: dark");
  });

  it("signs a member in by the mailed link and shows the inbox", async () => {
    const form = {
      method: "POST",
      redirect: "manual" as const,
      headers: { origin: worker.origin, "content-type": "application/x-www-form-urlencoded" },
    };
    const asked = await worker.fetch("/app/sign-in", { ...form, body: `email=${encodeURIComponent(EMAIL)}` });
    expect(asked.status).toBe(303);
    const token = new URL(await latestSignInLink(db.db, EMAIL)).searchParams.get("token")!;
    const signedIn = await worker.fetch("/app/sign-in/link", { ...form, body: `token=${token}` });
    expect(signedIn.status).toBe(303);
    const cookie = signedIn.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^pta_session=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    const inbox = await worker.fetch("/app?show=all", { headers: { cookie: cookie.split(";")[0]! } });
    expect(inbox.status).toBe(200);
    const html = await inbox.text();
    expect(html).toContain(EMAIL);
    expect(html).toMatch(/<ol class="rows" data-items="" aria-label="Signals">/);
    // Settings: the digest's zones come from workerd's Intl; saving them works there too.
    const settings = await (await worker.fetch("/app/settings", { headers: { cookie: cookie.split(";")[0]! } })).text();
    expect(settings).toContain('<option value="Asia/Tokyo">Asia/Tokyo</option>');
    const saved = await worker.fetch("/app/settings/digest", {
      ...form,
      headers: { ...form.headers, cookie: cookie.split(";")[0]! },
      body: "frequency=daily&timeZone=Asia%2FTokyo",
    });
    expect(saved.status).toBe(303);
    expect(
      await db.db
        .selectFrom("members")
        .select(["time_zone", "digest_frequency"])
        .where("email", "=", EMAIL)
        .executeTakeFirst(),
    ).toEqual({ time_zone: "Asia/Tokyo", digest_frequency: "daily" });
    // A forged post is refused there too.
    const forged = await worker.fetch("/app/inbox/read-all", {
      method: "POST",
      headers: {
        cookie: cookie.split(";")[0]!,
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "",
    });
    expect(forged.status).toBe(403);
  });
});
