import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../../src/errors";
import { readUnsubscribeLink, unsubscribeByToken, unsubscribeToken } from "../../src/services/digest/unsubscribe";
import { removeMember } from "../../src/services/members/organizations";
import { seedLead } from "../support/seed";
import { BASE_URL, digestRuntime, newMember, newOrg, outboxTo, type DigestRuntime } from "./_support";
import { ADMIN_CLI } from "../../src/services/audit/record";

/*
 * The unsubscribe link in a digest works without signing in: its token names the member and is
 * signed by the server, so it cannot be made up, nor used for another member. Reading it (what a
 * mail scanner does) changes nothing; unsubscribing is a separate call (the page's POST).
 */

let rt: DigestRuntime;
beforeAll(async () => {
  rt = await digestRuntime();
});
afterEach(async () => rt.quiet());

async function frequencyOf(memberId: string) {
  return (
    await rt.db.selectFrom("members").select("digest_frequency").where("id", "=", memberId).executeTakeFirstOrThrow()
  ).digest_frequency;
}

async function notValid(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  expect((err as ApiError).code).toBe("not_found");
}

/** Two members of one organisation, the first having received a digest. */
async function received() {
  rt.clock.set("2026-02-25T10:00:00Z");
  const orgId = await newOrg(rt, "Harbour Ventures");
  await seedLead(rt.db, orgId, { founderName: "Waiting Founder" });
  const ana = await newMember(rt, orgId, { email: "ana@harbour.example" });
  const ben = await newMember(rt, orgId, { email: "ben@harbour.example" });
  rt.clock.set("2026-03-02T08:00:00Z");
  await rt.tick();
  const [mail] = await outboxTo(rt, ana.email);
  const link = /Unsubscribe: (\S+)/.exec(mail!.text_body)![1]!;
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe(`${BASE_URL}/app/unsubscribe`);
  return { orgId, ana, ben, mail: mail!, token: url.searchParams.get("token")! };
}

describe("unsubscribing by the link in a digest", () => {
  it(
    "reading the link shows whose digest it is and changes nothing; " +
      "unsubscribing turns it off, and no digest comes next Monday",
    async () => {
      const { ana, ben, token, mail } = await received();
      expect(mail.html_body).toContain(`href="${BASE_URL}/app/unsubscribe?token=${token}"`);
      expect(mail.headers?.["List-Unsubscribe"]).toBe(`<${BASE_URL}/app/unsubscribe/one-click?token=${token}>`);

      expect(await readUnsubscribeLink(rt.deps, token)).toEqual({
        memberId: ana.memberId,
        email: "ana@harbour.example",
        orgName: "Harbour Ventures",
        frequency: "weekly",
      });
      expect(await frequencyOf(ana.memberId)).toBe("weekly");

      expect(await unsubscribeByToken(rt.deps, token)).toMatchObject({
        memberId: ana.memberId,
        frequency: "off",
        alreadyOff: false,
      });
      expect(await frequencyOf(ana.memberId)).toBe("off");
      expect(await frequencyOf(ben.memberId)).toBe("weekly");
      // Again (a second click, the mailbox provider's one-click after the page's): nothing more to do.
      expect(await unsubscribeByToken(rt.deps, token)).toMatchObject({ alreadyOff: true });

      rt.clock.set("2026-03-09T08:00:00Z");
      await rt.tick();
      expect(await outboxTo(rt, ana.email)).toHaveLength(1);
      expect(await outboxTo(rt, ben.email)).toHaveLength(2);
    },
  );

  it("a token cannot be forged, altered or used for another member", async () => {
    const { ana, ben, token } = await received();
    const [id, mac] = token.split(".") as [string, string];
    const flipped = mac.slice(0, -1) + (mac.endsWith("A") ? "B" : "A");
    const forged = [
      `${ben.memberId}.${mac}`, // Ana's signature on Ben's id
      `${id}.${flipped}`,
      `${id}.`,
      id,
      `${id}.${mac}x`,
      `${ben.memberId}.${await unsubscribeToken(rt.db, ben.memberId).then((t) => t.split(".")[1]!.slice(0, 20))}`,
      "",
      "not-a-token",
      "x".repeat(500),
    ];
    for (const t of forged) {
      await notValid(readUnsubscribeLink(rt.deps, t));
      await notValid(unsubscribeByToken(rt.deps, t));
    }
    expect(await frequencyOf(ana.memberId)).toBe("weekly");
    expect(await frequencyOf(ben.memberId)).toBe("weekly");
    // Each member's own token is theirs alone.
    const bens = await unsubscribeToken(rt.db, ben.memberId);
    expect(bens).not.toBe(token);
    await unsubscribeByToken(rt.deps, bens);
    expect([await frequencyOf(ana.memberId), await frequencyOf(ben.memberId)]).toEqual(["weekly", "off"]);
  });

  it("the link of a removed member is no longer valid", async () => {
    const { ana, token } = await received();
    await removeMember(rt.db, rt.clock, ana.memberId, ADMIN_CLI);
    await notValid(readUnsubscribeLink(rt.deps, token));
    await notValid(unsubscribeByToken(rt.deps, token));
  });
});
