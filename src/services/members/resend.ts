import { validationError } from "../../errors";
import { dispatchAfterCommit } from "../../lifecycle/jobs";
import type { Actor } from "../access/actor";
import { signInLinkBase } from "../sessions/mail-links";
import { type Deps, logWithoutMail, queueInvitation } from "./invite";
import { memberOf, requireOwner } from "./owners";

/** Mails a pending member a new invitation (the old link keeps its week). */
export async function resendInvitation(deps: Deps, actor: Actor, memberId: string, requestHost: string): Promise<void> {
  requireOwner(actor);
  const linkBase = signInLinkBase(deps.config, requestHost);
  const m = await memberOf(deps.db, actor, memberId);
  if (!m.email) throw validationError([{ path: "memberId", message: "the member has no email address to invite" }]);
  const email = m.email;
  const { jobIds, url } = await deps.db
    .transaction()
    .execute((trx) => queueInvitation(trx, deps, actor, { id: m.id, email, role: m.role }, linkBase));
  dispatchAfterCommit(deps, jobIds);
  logWithoutMail(deps, email, actor, url);
}
