import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { Clock } from "../../platform/clock";
import { issueKey } from "../keys/issue";
import { seedDemo } from "./demo-seed";
import { createMember, createOrganization } from "../members/organizations";
import { SCOPES } from "../access/scopes";
import { FIRST_START } from "../audit/record";

export const DEMO_ORG_NAME = "Demo Ventures";
export const DEMO_EMAIL = "demo@example.com";

/**
 * On an empty database, creates Demo Ventures, its owner and a full-scope key, and fills it with
 * realistic companies, signals, alerts and leads (the code of `admin seed-demo`), so the web app
 * shows at once what it is for; all in one transaction. Returns the key (it is stored only as a
 * hash, so this is the one time it can be shown). Null when not empty.
 */
export async function seedFirstStart(
  db: Db,
  clock: Clock,
): Promise<{ orgId: string; memberId: string; keyId: string; key: string } | null> {
  return db.transaction().execute(async (trx) => {
    // Two processes starting at once on one Postgres must not both seed.
    await sql`select pg_advisory_xact_lock(727274002)`.execute(trx);
    const { n } = await trx
      .selectFrom("organizations")
      .select(sql<number>`count(*)::int`.as("n"))
      .executeTakeFirstOrThrow();
    if (n > 0) return null;
    const { orgId } = await createOrganization(trx, clock, DEMO_ORG_NAME);
    const { memberId } = await createMember(
      trx,
      clock,
      { orgId, email: DEMO_EMAIL, role: "owner", name: "Demo Owner" },
      FIRST_START,
    );
    const { keyId, key } = await issueKey(trx, clock, { memberId, scopes: [...SCOPES], name: "Demo key" }, FIRST_START);
    await seedDemo(trx, clock, { orgId });
    return { orgId, memberId, keyId, key };
  });
}

export function firstStartBanner(key: string, baseUrl: string): string {
  return [
    "",
    `Created organisation "${DEMO_ORG_NAME}" with owner ${DEMO_EMAIL} and an API key with all scopes.`,
    "The key is shown only this once; it is stored as a hash:",
    "",
    `  ${key}`,
    "",
    "Try it:",
    `  curl -H "Authorization: Bearer ${key}" ${baseUrl}/api/v1/tracker`,
    "",
    `API reference: ${baseUrl}/api/v1/docs`,
    "",
    `The web app: open ${baseUrl}/app and sign in as ${DEMO_EMAIL}. Without a mail provider`,
    '(RESEND_API_KEY) the sign-in link is printed here, on a line saying "sign-in link".',
    "",
  ].join("\n");
}
