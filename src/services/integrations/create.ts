import { CRM_PRODUCTS } from "../../platform/crm";
import { ApiError } from "../../errors";
import { newId } from "../../platform/ids";
import type { Actor } from "../access/actor";
import { recordAudit } from "../audit/record";
import type { AppDeps } from "../deps";
import { parseIdempotencyKey, withIdempotency } from "../shared/idempotency";
import { cleanEmails } from "../tracker/create";
import { checkConnection } from "./check";
import type { CreateIntegrationInput, CreatedIntegrationResponse } from "./create.schema";
import { integrationSecrets, tokenBinding } from "./secrets";
import { integrationTarget, renderIntegration } from "./views";

/**
 * POST /api/v1/integrations: checks the token and the list against the CRM, then saves the
 * connection with the token sealed (docs/integrations.md). 201; a replay of the same
 * Idempotency-Key answers 200 with the first result. Nothing is saved when a check fails.
 */
export async function createIntegration(
  deps: AppDeps,
  actor: Actor,
  input: CreateIntegrationInput,
  opts: { idempotencyKey?: string; request?: unknown; previewFirst?: boolean } = {},
) {
  const key = parseIdempotencyKey(opts.idempotencyKey);
  return withIdempotency<CreatedIntegrationResponse, 201>(
    deps,
    { keyId: actor.keyId, operation: "POST /api/v1/integrations", key, request: opts.request ?? input },
    async (record) => {
      // Refuse early: no CRM call for an organisation that already has this CRM connected.
      await requireNone(deps, actor, input.kind);
      const box = await integrationSecrets(deps);
      const list = await checkConnection(deps, input.kind, input.token, input.listId);
      const id = newId();
      const sealed = await box.seal(input.token, tokenBinding({ id, org_id: actor.orgId }));
      return deps.db.transaction().execute(async (trx) => {
        const now = deps.clock.now();
        const row = await trx
          .insertInto("integrations")
          .values({
            id,
            org_id: actor.orgId,
            kind: input.kind,
            list_id: list.id,
            list_name: list.name,
            state: "active",
            state_reason: null,
            token_sealed: sealed,
            token_key_id: box.keyId,
            last_sync_at: null,
            counts: JSON.stringify({ listEntries: list.entries, companiesTracked: 0 }),
            created_by_member_id: actor.memberId,
            ...(input.thingsToTrack !== undefined ? { things_to_track: input.thingsToTrack.trim() } : {}),
            alert_emails: cleanEmails(input.alertEmails ?? (actor.memberEmail ? [actor.memberEmail] : [])),
            ...(input.cadenceDays !== undefined ? { cadence_days: input.cadenceDays } : {}),
            awaiting_first_sync: opts.previewFirst === true,
            add_leads_to_list: input.addLeadsToList === true,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) => oc.columns(["org_id", "kind"]).doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!row) throw exists(input.kind);
        await recordAudit(trx, {
          action: "integration.connected",
          by: actor,
          orgId: actor.orgId,
          target: integrationTarget(row),
          details: { kind: row.kind, listId: row.list_id, listName: row.list_name },
          at: now,
        });
        const result = { status: 201 as const, body: { data: renderIntegration(row), idempotencyReplayed: false } };
        await record(trx, result);
        return result;
      });
    },
  );
}

async function requireNone(deps: AppDeps, actor: Actor, kind: CreateIntegrationInput["kind"]): Promise<void> {
  const found = await deps.db
    .selectFrom("integrations")
    .select("id")
    .where("org_id", "=", actor.orgId)
    .where("kind", "=", kind)
    .executeTakeFirst();
  if (found) throw exists(kind, found.id);
}

const exists = (kind: CreateIntegrationInput["kind"], id?: string) =>
  new ApiError(
    "integration_exists",
    `${CRM_PRODUCTS[kind]} is already connected to this organisation; change its list or token with PATCH, or ` +
      `disconnect it first.`,
    id ? { id } : undefined,
  );
