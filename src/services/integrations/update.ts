import { validationError } from "../../errors";
import type { Actor } from "../access/actor";
import { recordAudit } from "../audit/record";
import type { AppDeps } from "../deps";
import { cleanEmails } from "../tracker/create";
import { checkConnection } from "./check";
import { integrationOf } from "./read";
import { integrationSecrets, tokenBinding } from "./secrets";
import type { UpdateIntegrationInput } from "./update.schema";
import { integrationTarget, renderIntegration } from "./views";
import type { IntegrationResponse } from "./views.schema";

/**
 * PATCH /api/v1/integrations/{id} (docs/integrations.md): pause or resume, follow another list, or
 * replace the token. A new list, a new token, and resuming a connection that needed attention are
 * checked against the CRM first; a failed check changes nothing.
 */
export async function updateIntegration(
  deps: AppDeps,
  actor: Actor,
  id: string,
  input: UpdateIntegrationInput,
): Promise<IntegrationResponse> {
  const current = await integrationOf(deps.db, actor, id);
  const resuming = input.state === "active" && current.state === "needs_attention";
  const mustCheck = input.listId !== undefined || input.token !== undefined || resuming;
  const box = await integrationSecrets(deps);
  const binding = tokenBinding(current);
  let checked: { listId: string; listName: string; entries: number | null } | null = null;
  let sealed: string | null = null;
  if (mustCheck) {
    const token = input.token ?? (await storedToken(box, current.token_sealed, binding));
    const list = await checkConnection(deps, current.kind, token, input.listId ?? current.list_id);
    checked = { listId: list.id, listName: list.name, entries: list.entries };
    if (input.token !== undefined) sealed = await box.seal(input.token, binding);
  }
  return deps.db.transaction().execute(async (trx) => {
    const before = await integrationOf(trx, actor, id, true);
    const now = deps.clock.now();
    const state = input.state ?? (checked && before.state === "needs_attention" ? "active" : before.state);
    const row = await trx
      .updateTable("integrations")
      .set({
        ...(checked
          ? {
              list_id: checked.listId,
              list_name: checked.listName,
              counts: JSON.stringify({
                ...before.counts,
                listEntries: checked.entries,
                ...(checked.listId !== before.list_id ? { companiesTracked: 0 } : {}),
              }),
            }
          : {}),
        ...(sealed ? { token_sealed: sealed, token_key_id: box.keyId } : {}),
        ...(input.thingsToTrack !== undefined ? { things_to_track: input.thingsToTrack.trim() } : {}),
        ...(input.alertEmails !== undefined ? { alert_emails: cleanEmails(input.alertEmails) } : {}),
        ...(input.cadenceDays !== undefined ? { cadence_days: input.cadenceDays } : {}),
        ...(input.addLeadsToList !== undefined ? { add_leads_to_list: input.addLeadsToList } : {}),
        state,
        state_reason: state === "needs_attention" ? before.state_reason : null,
        updated_at: now,
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Another list: the old list's links go (its companies stay tracked as they are, none paused), and
    // the next sync links the new list's records.
    if (row.list_id !== before.list_id)
      await trx.deleteFrom("integration_links").where("integration_id", "=", id).execute();
    const changes: Record<string, unknown> = {};
    if (row.list_id !== before.list_id) Object.assign(changes, { listId: row.list_id, listName: row.list_name });
    if (row.state !== before.state) changes.state = row.state;
    if (sealed) changes.tokenReplaced = true;
    for (const k of ["thingsToTrack", "alertEmails", "cadenceDays", "addLeadsToList"] as const)
      if (input[k] !== undefined) changes[k] = input[k];
    if (Object.keys(changes).length)
      await recordAudit(trx, {
        action: "integration.updated",
        by: actor,
        orgId: actor.orgId,
        target: integrationTarget(row),
        details: changes,
        at: now,
      });
    return { data: renderIntegration(row) };
  });
}

/** The saved token, opened; one sealed under another SECRETS_KEY asks for the token again. */
async function storedToken(
  box: Awaited<ReturnType<typeof integrationSecrets>>,
  sealed: string,
  binding: string,
): Promise<string> {
  try {
    return await box.open(sealed, binding);
  } catch {
    throw validationError([
      {
        path: "token",
        message: "the saved token cannot be read with the server's SECRETS_KEY (was it changed?): send the token again",
      },
    ]);
  }
}
