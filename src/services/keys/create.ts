import { inTransaction } from "../../db/database";
import { issuesFromZod, validationError } from "../../errors";
import type { Actor } from "../access/actor";
import { scopesForRole } from "../access/scopes";
import type { AppDeps } from "../deps";
import { submitOnce } from "../shared/form-submissions";
import { issueKey } from "./issue";
import { type NewKey, NewKeySchema } from "./create.schema";
import { getMemberKey } from "./get";
import type { Deps, MemberKey } from "./views";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function expiryOf(raw: string | undefined, now: Date): Date | null {
  if (!raw) return null;
  const at = DAY.test(raw) ? new Date(`${raw}T23:59:59.999Z`) : new Date(raw);
  if (Number.isNaN(at.getTime()))
    throw validationError([{ path: "expiresAt", message: "must be a date (YYYY-MM-DD)" }]);
  if (at <= now) throw validationError([{ path: "expiresAt", message: "must be in the future" }]);
  return at;
}

/** A key for the actor themself; the secret is returned here once and never stored. */
export async function createOwnKey(
  deps: Deps,
  actor: Actor,
  input: NewKey,
): Promise<{ key: MemberKey; secret: string }> {
  const parsed = NewKeySchema.safeParse(input);
  if (!parsed.success) throw validationError(issuesFromZod(parsed.error.issues));
  // A viewer's key could never use a write scope (spec 5.4): one that names it would claim what it cannot do.
  const allowed = scopesForRole(actor.role);
  const beyond = parsed.data.scopes.filter((s) => !allowed.includes(s));
  if (beyond.length)
    throw validationError([
      {
        path: "scopes",
        message:
          `${actor.role === "viewer" ? "a viewer's keys can only read" : "only owners' keys may hold it"}: ` +
          `${beyond.join(", ")} is not allowed; choose from ${allowed.join(", ")}`,
      },
    ]);
  const expiresAt = expiryOf(parsed.data.expiresAt, deps.clock.now());
  return inTransaction(deps.db, async (db) => {
    const { keyId, key } = await issueKey(
      db,
      deps.clock,
      { memberId: actor.memberId, scopes: parsed.data.scopes, name: parsed.data.name, expiresAt },
      actor,
    );
    return { key: await getMemberKey({ ...deps, db }, actor, keyId), secret: key };
  });
}

/** What a key made from the web app's form hands over to the page after the post: shown once. */
export interface CreatedKeyHandover {
  keyId: string;
  secret: string;
  forAgent: boolean;
}

/**
 * createOwnKey for the web app's form: once per submission (`token`, services/shared/form-submissions.ts),
 * the secret handed over to the page the post redirects to in the key's own transaction.
 */
export async function createOwnKeyOnce(
  deps: AppDeps,
  actor: Actor,
  input: NewKey,
  sub: { token: string; request: unknown; forAgent: boolean },
): Promise<{ keyId: string; replayed: boolean }> {
  const { result, replayed } = await submitOnce<{ keyId: string }>(
    deps,
    actor,
    { form: "POST /app/settings/keys", token: sub.token, request: sub.request },
    (commit) =>
      inTransaction(deps.db, async (db) => {
        const { key, secret } = await createOwnKey({ ...deps, db }, actor, input);
        const handover: CreatedKeyHandover = { keyId: key.id, secret, forAgent: sub.forAgent };
        await commit(db, { keyId: key.id }, handover);
        return { keyId: key.id };
      }),
  );
  return { keyId: result.keyId, replayed };
}
