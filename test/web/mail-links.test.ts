import { request as httpRequest } from "node:http";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createApp } from "../../src/app";
import { mailBaseUrl } from "../../src/config";
import { createLogger } from "../../src/platform/logger";
import type { AppDeps } from "../../src/services/deps";
import { createTestOrg, getRuntime, testConfig } from "../support/harness";
import { serveOverHttp } from "../support/serve";
import { invitationLinks, pageText, signInLinks, WebClient } from "../support/web";

/**
 * Links in mail come from PUBLIC_BASE_URL alone (docs/web.md, "Links in mail"): a request with a
 * forged Host (and an Origin to match) must not get a member's sign-in token mailed inside a link
 * to that host. Without PUBLIC_BASE_URL only the loopback stand-in is used, and a sign-in or
 * invitation asked for under any other Host is refused, naming PUBLIC_BASE_URL.
 */

let n = 0;
const unique = (what: string) => `${what}-${Date.now().toString(36)}-${++n}@fund.example`;
const EVIL = "evil.example";

/** An app on the shared database with its own configuration, and every log line it writes. */
async function appWith(extra: Record<string, string> = {}) {
  const rt = await getRuntime();
  const lines: string[] = [];
  const deps: AppDeps = { ...rt.deps, config: testConfig(extra), logger: createLogger("debug", (l) => lines.push(l)) };
  return { rt, deps, app: createApp(deps), lines };
}

/** Every mail in the outbox to `email`, as sent: subject, text and HTML. */
async function mailsTo(email: string): Promise<string[]> {
  const rt = await getRuntime();
  const rows = await rt.deps.db
    .selectFrom("email_outbox")
    .select(["subject", "text_body", "html_body"])
    .where(sql<boolean>`${email} = any(recipients)`)
    .execute();
  return rows.map((r) => `${r.subject}\n${r.text_body}\n${r.html_body}`);
}

/** A form POST over a real socket with whatever Host the sender chooses (fetch would not let it be set). */
function postWithHost(
  port: number,
  path: string,
  host: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: {
          host,
          origin: `http://${host}`,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode!, body: text, location: res.headers.location }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("links in mail", () => {
  it(
    "a sign-in asked for under a forged Host over real HTTP is refused, " +
      "naming PUBLIC_BASE_URL, and no link to that host is made anywhere",
    async () => {
      const { app, lines } = await appWith();
      const org = await createTestOrg({ name: `Forged ${++n}` });
      const email = unique("victim");
      await org.newKey({ email, role: "owner" });
      const served = await serveOverHttp(app);
      try {
        const port = Number(new URL(served.origin).port);
        // An Origin matching the forged Host is not this server's origin: the forgery check refuses it.
        const forged = await postWithHost(port, "/app/sign-in", EVIL, `email=${encodeURIComponent(email)}`);
        expect(forged.status).toBe(403);
        expect(pageText(forged.body)).toContain("This form was sent from another site");
        // A sender claiming same-origin gets past it, and is refused for the Host, naming PUBLIC_BASE_URL.
        const res = await postWithHost(port, "/app/sign-in", EVIL, `email=${encodeURIComponent(email)}`, {
          "sec-fetch-site": "same-origin",
        });
        expect(res.status).toBe(403);
        const text = pageText(res.body);
        expect(text).toContain(`No link can be mailed from "${EVIL}": PUBLIC_BASE_URL is not set`);
        expect(text).toContain("Set PUBLIC_BASE_URL to the address people open this app at.");
        // On the loopback address the server listens on, the same form mails a link there.
        expect(
          (
            await postWithHost(port, "/app/sign-in", `127.0.0.1:${port}`, `email=${encodeURIComponent(email)}`, {
              "sec-fetch-site": "same-origin",
            })
          ).status,
        ).toBe(303);
      } finally {
        await served.close();
      }
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      for (const m of mails) expect(m).not.toContain(EVIL);
      expect(lines.join("\n")).not.toContain(`${EVIL}/app`);
      const [link] = await signInLinks((await getRuntime()).deps.db, email);
      expect(link!.startsWith(`${mailBaseUrl(testConfig())}/app/sign-in/link?token=`)).toBe(true);
    },
  );

  it("with PUBLIC_BASE_URL set, a forged Host still gets a link only to PUBLIC_BASE_URL", async () => {
    const base = "https://tracking.fund.example";
    const { rt, app, lines } = await appWith({ PUBLIC_BASE_URL: `${base}/` });
    const org = await createTestOrg({ name: `Forged ${++n}` });
    const email = unique("partner");
    await org.newKey({ email, role: "owner" });
    const forged = new WebClient(app, `http://${EVIL}`);
    // A page of the forged origin is not this server's: without Sec-Fetch-Site, its Origin is refused.
    expect((await forged.post("/app/sign-in", { email }, { origin: `http://${EVIL}` })).status).toBe(403);
    expect(await mailsTo(email)).toHaveLength(0);
    // A sender that claims same-origin is answered as usual, and the mail links to PUBLIC_BASE_URL.
    expect((await forged.post("/app/sign-in", { email })).status).toBe(303);
    const [link] = await signInLinks(rt.deps.db, email);
    expect(link!.startsWith(`${base}/app/sign-in/link?token=`)).toBe(true);
    for (const m of await mailsTo(email)) expect(m).not.toContain(EVIL);
    expect(lines.join("\n")).not.toContain(EVIL);
    // The forgery check accepts the configured origin.
    expect((await new WebClient(app, base).post("/app/sign-in", { email }, { origin: base })).status).toBe(303);
  });

  it(
    "an invitation sent under a forged Host is refused without " +
      "PUBLIC_BASE_URL and links to PUBLIC_BASE_URL with it",
    async () => {
      const rt = await getRuntime();
      const org = await createTestOrg({ name: `Invites ${++n}` });
      const ownerEmail = unique("owner");
      await org.newKey({ email: ownerEmail, role: "owner" });
      const owner = new WebClient(rt.app);
      expect((await owner.signIn(rt.deps.db, ownerEmail)).status).toBe(303);

      const { app: unset } = await appWith();
      const guest = unique("guest");
      // The owner's session, sent to the forged host (where the cookie carries its __Host- name).
      const asEvil = (app: typeof unset) => {
        const client = new WebClient(app, `http://${EVIL}`);
        client.cookies.set("__Host-pta_session", owner.cookies.get("pta_session")!);
        return client;
      };
      const refused = await asEvil(unset).post("/app/settings/members", { email: guest, name: "", role: "member" });
      expect(refused.status).toBe(403);
      expect(pageText(await refused.text())).toContain("PUBLIC_BASE_URL");
      expect(await rt.deps.db.selectFrom("members").select("id").where("email", "=", guest).execute()).toHaveLength(0);

      const base = "https://tracking.fund.example";
      const { app: configured } = await appWith({ PUBLIC_BASE_URL: base });
      expect(
        (await asEvil(configured).post("/app/settings/members", { email: guest, name: "", role: "member" })).status,
      ).toBe(303);
      const [link] = await invitationLinks(rt.deps.db, guest);
      expect(link!.startsWith(`${base}/app/sign-in/link?token=`)).toBe(true);
      for (const m of await mailsTo(guest)) expect(m).not.toContain(EVIL);
    },
  );

  it("mailBaseUrl: PUBLIC_BASE_URL alone, else the loopback address at PORT", () => {
    expect(mailBaseUrl(testConfig({ PUBLIC_BASE_URL: "https://tracking.fund.example/" }))).toBe(
      "https://tracking.fund.example",
    );
    expect(mailBaseUrl(testConfig({ PORT: "9000" }))).toBe("http://127.0.0.1:9000");
    expect(mailBaseUrl(testConfig({ HOST: "::1", PORT: "9000" }))).toBe("http://[::1]:9000");
    expect(mailBaseUrl(testConfig({ HOST: "0.0.0.0", PORT: "9000" }))).toBe("http://127.0.0.1:9000");
  });
});
