import { CRM_PRODUCTS } from "../../platform/crm";
import { mailBaseUrl } from "../../config";
import type { IntegrationRow } from "../../db/types";
import { dispatchNow, type JobContext } from "../../lifecycle/jobs";
import { queueEmail } from "../../lifecycle/mail";
import { ownerEmails } from "../members/owner-emails";

const REASONS: Record<string, string> = {
  token_rejected: "refused its token (it was revoked, expired, or lost a scope)",
  list_not_found: "no longer has the list it follows, or the token may not read it",
  secrets_key_changed: "has a saved token the server cannot read any more (SECRETS_KEY changed)",
};

/**
 * The service stops a connection (docs/integrations.md, "Sync"): its state becomes needs_attention
 * with the reason, and the organisation's owners are emailed, once: only the change from active
 * does it, in the same transaction as the mail, so a second failure, or a race of two, sends none.
 */
export async function markNeedsAttention(
  ctx: Pick<JobContext, "config" | "db" | "clock" | "jobs" | "logger">,
  integ: Pick<IntegrationRow, "id" | "org_id" | "kind" | "list_name">,
  reason: string,
): Promise<void> {
  const now = ctx.clock.now();
  const jobIds = await ctx.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("integrations")
      .set({ state: "needs_attention", state_reason: reason, updated_at: now })
      .where("id", "=", integ.id)
      .where("state", "=", "active")
      .returning("id")
      .executeTakeFirst();
    if (!changed) return [];
    const recipients = await ownerEmails(trx, integ.org_id);
    if (!recipients.length) return [];
    const product = CRM_PRODUCTS[integ.kind];
    const page = `${mailBaseUrl(ctx.config)}/app/settings/integrations/${integ.id}`;
    const text = [
      `${product} ${REASONS[reason] ?? `stopped answering as it should (${reason})`}, so the connection to ` +
        `“${integ.list_name}” is stopped: the list is not synced and no notes are written to ${product}.`,
      `Give it a new token (or another list) to start it again: ${page}`,
      "The companies it brought in stay tracked.",
    ].join("\n\n");
    return (
      await queueEmail(trx, now, {
        orgId: integ.org_id,
        alertId: null,
        recipients,
        subject: `Your ${product} connection needs attention`,
        text,
      })
    ).jobIds;
  });
  await dispatchNow(ctx, jobIds);
}
