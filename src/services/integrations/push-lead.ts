import { isLastAttempt } from "../../db/job-lease";
import type { JobContext, JobHandler } from "../../lifecycle/jobs";
import { websiteDomain } from "../../identity/identifiers";
import { CrmError, crmClient } from "../../platform/crm";
import { markNeedsAttention } from "./attention";
import { openStoredToken } from "./secrets";
import { retryLater } from "./write-note";

/*
 * The `integration-lead` job (docs/integrations.md, "Leads"): puts a tracked lead's company on the
 * connection's CRM list. The company is found in the CRM by its website's domain, or made there,
 * and its list entry added unless the list has it; each step is one the CRM lets us repeat, so a
 * retry after a lost answer adds nothing twice. The company is then linked to its record, so the
 * next sync finds it on the list and its alerts become notes there. Failures retry as notes do; a
 * refused token stops the connection.
 */

type Ctx = Pick<JobContext, "config" | "db" | "clock" | "logger" | "jobs">;

export type PushOutcome = "added" | "failed" | "skipped";

export async function pushLead(ctx: Ctx, pushId: string, lastAttempt: boolean): Promise<PushOutcome> {
  const push = await ctx.db.selectFrom("integration_leads").selectAll().where("id", "=", pushId).executeTakeFirst();
  if (push?.status !== "pending") return "skipped";
  const integ = await ctx.db
    .selectFrom("integrations")
    .selectAll()
    .where("id", "=", push.integration_id)
    .executeTakeFirst();
  const company = await ctx.db
    .selectFrom("entities")
    .select(["company_name", "company_website"])
    .where("id", "=", push.entity_id)
    .executeTakeFirst();
  if (!integ || !company) return "skipped";
  const settle = async (set: {
    status: "added" | "failed";
    crm_record_id?: string;
    crm_status?: number | null;
    error?: string;
  }) => {
    await ctx.db
      .updateTable("integration_leads")
      .set({ ...set, attempts: push.attempts + 1, updated_at: ctx.clock.now() })
      .where("id", "=", push.id)
      .execute();
    return set.status;
  };
  if (integ.state !== "active")
    return settle({ status: "failed", error: `not added: the connection is ${integ.state.replace("_", " ")}` });
  // A port is no part of a CRM's domain.
  const domain = websiteDomain(company.company_website).replace(/:\d+$/, "");
  if (!domain) return settle({ status: "failed", error: "not added: the company has no website to find it by" });
  const token = await openStoredToken(ctx, integ);
  if (token === null) {
    await markNeedsAttention(ctx, integ, "secrets_key_changed");
    return settle({ status: "failed", error: "not added: the saved token cannot be read with the server's key" });
  }
  try {
    const { recordId } = await crmClient(ctx.config, integ.kind).addToList(token, integ.list_id, {
      name: company.company_name ?? domain,
      domain,
    });
    const now = ctx.clock.now();
    await ctx.db
      .insertInto("integration_links")
      .values({
        integration_id: integ.id,
        org_id: integ.org_id,
        crm_record_id: recordId,
        entity_id: push.entity_id,
        crm_name: company.company_name,
        crm_domain: domain,
        created_company: false,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return settle({ status: "added", crm_record_id: recordId, crm_status: null, error: undefined });
  } catch (err) {
    if (!(err instanceof CrmError)) throw err;
    if (err.refusesToken) {
      await markNeedsAttention(ctx, integ, "token_rejected");
      return settle({ status: "failed", crm_status: err.status ?? null, error: err.message });
    }
    if (err.reason === "not_found" || lastAttempt)
      return settle({ status: "failed", crm_status: err.status ?? null, error: err.message });
    await ctx.db
      .updateTable("integration_leads")
      .set({
        attempts: push.attempts + 1,
        crm_status: err.status ?? null,
        error: err.message,
        updated_at: ctx.clock.now(),
      })
      .where("id", "=", push.id)
      .execute();
    throw retryLater(err, push.attempts);
  }
}

export const integrationLeadJob: JobHandler = async (ctx, payload, job) => {
  await pushLead(ctx, String(payload.pushId ?? ""), isLastAttempt(job));
};
