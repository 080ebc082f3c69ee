import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/errors";
import { ADMIN_CLI } from "../../src/services/audit/record";
import { changeMemberRole } from "../../src/services/members/change-role";
import { removeMember } from "../../src/services/members/organizations";
import { sessionActor } from "../../src/services/sessions/actor";
import { createTestOrg, getRuntime } from "../support/harness";
import { invitationLinks, pageText, WebClient } from "../support/web";

/**
 * Settings → Members (docs/web.md §Members): an owner invites by email with a role (the
 * invitation is a sign-in link), changes roles and removes members, whose sessions and keys stop
 * at once; everyone else only reads the list; the last owner stays, even against two owners
 * demoting each other at once.
 */

let n = 0;
const unique = (what: string) => `${what}-${Date.now().toString(36)}-${++n}@fund.example`;

async function team() {
  const rt = await getRuntime();
  const org = await createTestOrg({ name: `Harbour ${++n}` });
  const ownerEmail = unique("owner");
  // The org's first member (an owner) is the test's; the signed-in owner is a second one.
  const owner = await org.newKey({ email: ownerEmail, role: "owner" });
  const browser = new WebClient(rt.app);
  expect((await browser.signIn(rt.deps.db, ownerEmail)).status).toBe(303);
  return { rt, org, owner, ownerEmail, browser };
}

const memberRow = async (memberId: string) => {
  const rt = await getRuntime();
  return rt.deps.db
    .selectFrom("members")
    .select(["role", "removed_at", "email", "name"])
    .where("id", "=", memberId)
    .executeTakeFirstOrThrow();
};

describe("Settings → Members", () => {
  it("an owner invites a colleague by email with a role; the invitation signs them in, with that role", async () => {
    const { rt, browser } = await team();
    const email = unique("grace");
    const sent = await browser.post("/app/settings/members", {
      email: email.toUpperCase(),
      name: "Grace Hopper",
      role: "viewer",
    });
    expect(sent.status).toBe(303);
    const page = pageText(await (await browser.get("/app/settings/members")).text());
    expect(page).toContain(`Invitation sent to ${email}.`);
    expect(page).toMatch(/Grace Hopper\s+\S+\s+Viewer|Grace Hopper[\s\S]*Invited, not signed in yet/);

    const [link] = await invitationLinks(rt.deps.db, email);
    expect(link).toBeTruthy();
    // This invitation's mail (other files share the database and invite people too).
    const mail = await rt.deps.db
      .selectFrom("email_outbox")
      .select(["subject", "text_body"])
      .where("subject", "like", "% invited you to %")
      .where(sql<boolean>`${email} = any(recipients)`)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain("as a viewer (you can read everything)");
    expect(mail.text_body).toContain("It works once, within 7 days.");

    // Six days later the link still works (a sign-in link asked for lasts 15 minutes).
    rt.clock.advance(6 * 86_400_000);
    const grace = new WebClient(rt.app);
    expect((await grace.followLink(link!)).status).toBe(303);
    const inbox = await grace.get("/app/settings");
    expect(pageText(await inbox.text())).toMatch(/Role\s+Viewer/);
    // A viewer reads the team but gets no invite form, and cannot invite by posting.
    const list = await (await grace.get("/app/settings/members")).text();
    expect(pageText(list)).toContain("Only an owner can invite, change or remove members.");
    expect(list).not.toContain('action="/app/settings/members"');
    expect((await grace.post("/app/settings/members", { email: unique("x"), role: "owner" })).status).toBe(403);
    // The owner now sees them active.
    expect(pageText(await (await browser.get("/app/settings/members")).text())).toMatch(/Grace Hopper[\s\S]*Active/);
  });

  it("an invitation link expires after 7 days; the owner can send another", async () => {
    const { rt, browser, ownerEmail } = await team();
    const email = unique("late");
    await browser.post("/app/settings/members", { email, role: "member" });
    const [first] = await invitationLinks(rt.deps.db, email);
    rt.clock.advance(8 * 86_400_000);
    const late = new WebClient(rt.app);
    const expired = await late.get(new URL(first!).pathname + new URL(first!).search);
    expect(expired.status).toBe(401);
    expect(pageText(await expired.text())).toContain("This sign-in link has expired.");
    const memberId = (
      await rt.deps.db.selectFrom("members").select("id").where("email", "=", email).executeTakeFirstOrThrow()
    ).id;
    // The owner's session has idled out in 8 days: they sign in again.
    expect((await browser.signIn(rt.deps.db, ownerEmail)).status).toBe(303);
    expect((await browser.post(`/app/settings/members/${memberId}/resend`)).status).toBe(303);
    const [second] = await invitationLinks(rt.deps.db, email);
    expect(second).not.toBe(first);
    expect((await late.followLink(second!)).status).toBe(303);
  });

  it(
    "refuses an invalid address, an unknown role and an address " +
      "already a member's (400, beside the field), inviting nobody",
    async () => {
      const { rt, org, ownerEmail, browser } = await team();
      const count = async () =>
        Number(
          (
            await rt.deps.db
              .selectFrom("members")
              .select((eb) => eb.fn.countAll().as("n"))
              .where("org_id", "=", org.orgId)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await count();
      const bad = await browser.post("/app/settings/members", { email: "not-an-address", role: "member" });
      expect(bad.status).toBe(400);
      expect(pageText(await bad.text())).toContain("must be an email address");
      const role = await browser.post("/app/settings/members", { email: unique("r"), role: "admin" });
      expect(role.status).toBe(400);
      expect(pageText(await role.text())).toContain("must be owner, member or viewer");
      const dup = await browser.post("/app/settings/members", { email: ownerEmail, role: "member" });
      expect(dup.status).toBe(400);
      expect(pageText(await dup.text())).toContain("is already a member of this organisation");
      expect(await count()).toBe(before);
    },
  );

  it("a member (not an owner) cannot invite, change a role or remove anyone (403), and nothing changes", async () => {
    const { rt, org } = await team();
    const email = unique("member");
    const { memberId } = await org.newKey({ email, role: "member" });
    const browser = new WebClient(rt.app);
    await browser.signIn(rt.deps.db, email);
    expect((await browser.post("/app/settings/members", { email: unique("x"), role: "member" })).status).toBe(403);
    expect((await browser.post(`/app/settings/members/${org.memberId}/role`, { role: "viewer" })).status).toBe(403);
    expect((await browser.post(`/app/settings/members/${org.memberId}/remove`)).status).toBe(403);
    expect((await browser.get(`/app/settings/members/${org.memberId}/remove`)).status).toBe(403);
    expect((await memberRow(org.memberId)).role).toBe("owner");
    expect((await memberRow(memberId)).removed_at).toBeNull();
  });

  it(
    "changing a role takes effect on the member's next request (and is audited); removing a member signs them out " +
      "and stops their keys at once",
    async () => {
      const { rt, org, browser } = await team();
      const email = unique("ana");
      const ana = await org.newKey({ email, role: "member" });
      const anaBrowser = new WebClient(rt.app);
      await anaBrowser.signIn(rt.deps.db, email);

      expect((await browser.post(`/app/settings/members/${ana.memberId}/role`, { role: "viewer" })).status).toBe(303);
      expect(pageText(await (await browser.get("/app/settings/members")).text())).toMatch(/is now a viewer\./);
      expect(pageText(await (await anaBrowser.get("/app/settings")).text())).toMatch(/Role\s+Viewer/);
      // Recorded in the audit log with who did it and the roles before and after.
      const audited = await rt.deps.db
        .selectFrom("audit_events")
        .select(["actor_kind", "actor_label", "details"])
        .where("action", "=", "member.role_changed")
        .where("target_id", "=", ana.memberId)
        .execute();
      expect(audited).toHaveLength(1);
      expect(audited[0]).toMatchObject({ actor_kind: "member", details: { from: "member", to: "viewer" } });
      // Their key is a viewer's now: reads pass, writes are refused.
      expect((await org.request("GET", "/api/v1/tracker", { key: ana.key })).status).toBe(200);
      expect((await org.request("DELETE", `/api/v1/tracker/${crypto.randomUUID()}`, { key: ana.key })).status).toBe(
        403,
      );

      const confirm = pageText(await (await browser.get(`/app/settings/members/${ana.memberId}/remove`)).text());
      expect(confirm).toContain("will be signed out of every browser at once");
      expect((await browser.post(`/app/settings/members/${ana.memberId}/remove`)).status).toBe(303);
      expect((await memberRow(ana.memberId)).removed_at).not.toBeNull();
      expect((await org.request("GET", "/api/v1/tracker", { key: ana.key })).status).toBe(401);
      const after = await anaBrowser.get("/app");
      expect(after.status).toBe(302);
      expect(after.headers.get("location")).toMatch(/^\/app\/sign-in/);
      const list = pageText(await (await browser.get("/app/settings/members")).text());
      expect(list).toContain(`${email} was removed: their sessions and keys have stopped.`);
      // Named in the notice only, no longer in the team.
      expect(list.split(email).length - 1).toBe(1);
    },
  );

  it("the last owner can be neither demoted nor removed, in the web app or by the admin CLI's rule", async () => {
    const { rt, org, owner, browser } = await team();
    // Two owners: the org's first, and the signed-in one. Removing the first leaves one.
    expect((await browser.post(`/app/settings/members/${org.memberId}/remove`)).status).toBe(303);
    const demote = await browser.post(`/app/settings/members/${owner.memberId}/role`, { role: "member" });
    expect(demote.status).toBe(400);
    expect(pageText(await demote.text())).toContain(
      "this is the organisation's last owner: make another member an owner first",
    );
    const remove = await browser.post(`/app/settings/members/${owner.memberId}/remove`);
    expect(remove.status).toBe(400);
    await expect(removeMember(rt.deps.db, rt.clock, owner.memberId, ADMIN_CLI)).rejects.toThrow(/last owner/);
    expect(await memberRow(owner.memberId)).toMatchObject({ role: "owner", removed_at: null });
  });

  it("two owners demoting each other at once leave one owner", async () => {
    const rt = await getRuntime();
    const org = await createTestOrg({ name: "Duel Capital" });
    const other = await org.newKey({ email: unique("duel"), role: "owner" });
    const actorOf = async (memberId: string) => {
      const row = await rt.deps.db
        .selectFrom("members")
        .select(["email"])
        .where("id", "=", memberId)
        .executeTakeFirstOrThrow();
      return {
        orgId: org.orgId,
        orgName: "Duel Capital",
        memberId,
        memberEmail: row.email,
        memberName: null,
        role: "owner" as const,
        keyId: `member:${memberId}`,
        keyName: "web",
        scopes: [],
        sessionId: crypto.randomUUID(),
        address: "192.0.2.7",
        userAgent: null,
      };
    };
    const results = await Promise.allSettled([
      changeMemberRole(rt.deps, await actorOf(org.memberId), other.memberId, { role: "member" }),
      changeMemberRole(rt.deps, await actorOf(other.memberId), org.memberId, { role: "member" }),
    ]);
    expect(results.map((r) => (r.status === "rejected" ? String(r.reason) : "ok")).sort()).toEqual([
      "ApiError: Invalid request: role: this is the organisation's last owner: make another member an owner first",
      "ok",
    ]);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ApiError);
    const owners = await rt.deps.db
      .selectFrom("members")
      .select("id")
      .where("org_id", "=", org.orgId)
      .where("role", "=", "owner")
      .execute();
    expect(owners).toHaveLength(1);
  });

  it("a member of another organisation is not found (404)", async () => {
    const { browser } = await team();
    const stranger = await createTestOrg();
    expect((await browser.post(`/app/settings/members/${stranger.memberId}/role`, { role: "viewer" })).status).toBe(
      404,
    );
    expect((await browser.post(`/app/settings/members/${stranger.memberId}/remove`)).status).toBe(404);
    expect((await memberRow(stranger.memberId)).removed_at).toBeNull();
  });
});

describe("every failure beside its field", () => {
  it("inviting someone who is already a member says so beside the email field, naming no internal id", async () => {
    const { org, browser } = await team();
    const email = unique("already");
    const { memberId } = await org.newKey({ email, role: "member" });
    const res = await browser.post("/app/settings/members", { email, name: "", role: "member" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/id="invite-email"[^>]*aria-invalid="true"/);
    // The reason stands beside the field, as the person reads it: no internal id in it.
    const beside = /<div class="field-error" id="invite-email-error[^"]*">([^<]*)<\/div>/.exec(html)?.[1];
    expect(beside).toBe(`${email} is already a member of this organisation`);
    expect(beside).not.toContain(memberId);
  });
});
