import { anyMember, does, shows, type PageRoutes } from "../guard";
import type { Context } from "hono";
import { changeMemberRole } from "../../services/members/change-role";
import { inviteMemberOnce } from "../../services/members/invite";
import { listMembers, type MemberView } from "../../services/members/list";
import { memberToRemove, removeMemberAs } from "../../services/members/remove";
import { resendInvitation } from "../../services/members/resend";
import { ROLES } from "../../services/access/roles";
import type { WebEnv } from "../env";
import { FieldError, formFields, invalidProps, ProblemMessage, problemPage, redirectAfterPost } from "../forms";
import { dateTime, roleLabel } from "../format";
import { renderPage } from "../layout";
import { problemOf, type Problem } from "../problems";
import { requestHost } from "../session";
import { ActionsHeader } from "../tables";
import { SettingsNav } from "./nav";

/*
 * Settings → Members over services/members/members.ts: everyone sees who is in the
 * team; an owner invites by email with a role (the invitation is a sign-in link), changes roles
 * and removes members. Each action is a form that works without the script; removing asks first.
 */

export const MEMBERS_PATH = "/settings/members";

const ROLE_HINTS: Record<(typeof ROLES)[number], string> = {
  owner: "also manages members and every key",
  member: "adds companies, decides on leads",
  viewer: "reads everything, changes nothing",
};

interface InviteValues {
  email: string;
  name: string;
  role: string;
}

const who = (m: Pick<MemberView, "email" | "name" | "id">) => m.name ?? m.email ?? m.id;

function MemberRow(props: { m: MemberView; owner: boolean }) {
  const { m, owner } = props;
  const label = who(m);
  return (
    <tr>
      <th scope="row">
        {m.name ?? m.email ?? "—"}
        {m.you ? " (you)" : ""}
        {m.name && m.email ? <div class="hint">{m.email}</div> : null}
      </th>
      <td>
        {owner ? (
          <form method="post" action={`/app${MEMBERS_PATH}/${m.id}/role`} class="inline-form">
            <label class="visually-hidden" for={`role-${m.id}`}>{`Role of ${label}`}</label>
            <select id={`role-${m.id}`} name="role">
              {ROLES.map((r) => (
                <option value={r} selected={r === m.role}>
                  {roleLabel(r)}
                </option>
              ))}
            </select>{" "}
            <button type="submit" aria-label={`Change the role of ${label}`}>
              Change
            </button>
          </form>
        ) : (
          roleLabel(m.role)
        )}
      </td>
      <td>
        {m.pending ? "Invited, not signed in yet" : m.lastActiveAt ? `Active ${dateTime(m.lastActiveAt)}` : "Active"}
      </td>
      <td>{dateTime(m.joinedAt)}</td>
      {owner ? (
        <td>
          {m.pending ? (
            <form method="post" action={`/app${MEMBERS_PATH}/${m.id}/resend`} class="inline-form">
              <button type="submit" class="link" aria-label={`Resend invitation to ${label}`}>
                Resend invitation
              </button>
            </form>
          ) : null}{" "}
          <a href={`/app${MEMBERS_PATH}/${m.id}/remove`} aria-label={`Remove ${label}`}>
            Remove
          </a>
        </td>
      ) : null}
    </tr>
  );
}

function InviteForm(props: { values: InviteValues; problem: Problem | null; token: string }) {
  const { values: v, problem } = props;
  return (
    <section class="card" aria-labelledby="invite">
      <h2 id="invite">Invite a member</h2>
      <p class="hint">They get an email with a sign-in link that works once, within 7 days.</p>
      <ProblemMessage problem={problem} title="Nobody was invited" fieldsBeside />
      <form method="post" action={`/app${MEMBERS_PATH}`}>
        <input type="hidden" name="formToken" value={props.token} />
        <div class="field">
          <label for="invite-email">Email</label>
          <input
            id="invite-email"
            name="email"
            type="email"
            required
            value={v.email}
            autocomplete="off"
            {...invalidProps(problem, "email", "invite-email-error")}
          />
          <FieldError problem={problem} name="email" id="invite-email-error" />
        </div>
        <div class="field">
          <label for="invite-name">Name (optional)</label>
          <input
            id="invite-name"
            name="name"
            type="text"
            maxlength={100}
            value={v.name}
            {...invalidProps(problem, "name", "invite-name-error")}
          />
          <FieldError problem={problem} name="name" id="invite-name-error" />
        </div>
        <fieldset class="choices">
          <legend>Role</legend>
          {ROLES.map((r) => (
            <label class="choice">
              <input type="radio" name="role" value={r} checked={v.role === r} />
              {roleLabel(r)} <span class="hint">({ROLE_HINTS[r]})</span>
            </label>
          ))}
          <FieldError problem={problem} name="role" id="invite-role-error" />
        </fieldset>
        <button type="submit" class="primary">
          Send invitation
        </button>
      </form>
    </section>
  );
}

async function membersPage(
  c: Context<WebEnv>,
  invite: { values: InviteValues; problem: Problem | null; token?: string },
  status = 200,
) {
  const { actor } = c.get("member")!;
  const members = await listMembers(c.get("deps"), actor);
  const owner = actor.role === "owner";
  return renderPage(
    c,
    { title: "Members", nav: "settings", status },
    <>
      <h1>Members</h1>
      <SettingsNav role={actor.role} current="members" />
      <section class="card" aria-labelledby="team">
        <h2 id="team">{`${actor.orgName}: ${members.length} member${members.length === 1 ? "" : "s"}`}</h2>
        {owner ? null : <p class="hint">Only an owner can invite, change or remove members.</p>}
        <div class="table-wrap">
          <table>
            <caption class="visually-hidden">Members</caption>
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Joined</th>
                {owner ? <ActionsHeader /> : null}
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <MemberRow m={m} owner={owner} />
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {owner ? (
        <InviteForm values={invite.values} problem={invite.problem} token={invite.token ?? crypto.randomUUID()} />
      ) : null}
    </>,
  );
}

const back = `/app${MEMBERS_PATH}`;

export function register(routes: PageRoutes): void {
  routes.get(MEMBERS_PATH, anyMember, (c) =>
    membersPage(c, { values: { email: "", name: "", role: "member" }, problem: null }),
  );

  routes.post(MEMBERS_PATH, does("manageMembers"), async (c) => {
    const form = await formFields(c);
    const { actor } = c.get("member")!;
    const deps = c.get("deps");
    const values: InviteValues = {
      email: form.get("email") ?? "",
      name: form.get("name") ?? "",
      role: form.get("role") ?? "",
    };
    const token = form.get("formToken") || undefined;
    try {
      // Once per form: a reload or a second press is answered as the first was, inviting nobody twice.
      await inviteMemberOnce(deps, actor, values, requestHost(c), token);
    } catch (err) {
      const problem = problemOf(err, c);
      if (problem.status !== 400)
        return problemPage(c, problem, { title: "Nobody was invited", nav: "settings", back });
      return membersPage(c, { values, problem, token }, 400);
    }
    return redirectAfterPost(c, back, `Invitation sent to ${values.email.trim().toLowerCase()}.`);
  });

  routes.post(`${MEMBERS_PATH}/:id/resend`, does("manageMembers"), async (c) => {
    const { actor } = c.get("member")!;
    const deps = c.get("deps");
    try {
      await resendInvitation(deps, actor, c.req.param("id"), requestHost(c));
    } catch (err) {
      return problemPage(c, problemOf(err, c), { title: "The invitation was not sent", nav: "settings", back });
    }
    return redirectAfterPost(c, back, "Invitation sent again.");
  });

  routes.post(`${MEMBERS_PATH}/:id/role`, does("manageMembers"), async (c) => {
    const form = await formFields(c);
    const { actor } = c.get("member")!;
    const deps = c.get("deps");
    try {
      const m = await changeMemberRole(deps, actor, c.req.param("id"), { role: form.get("role") ?? "" });
      return redirectAfterPost(c, back, `${who(m)} is now ${m.role === "owner" ? "an owner" : `a ${m.role}`}.`);
    } catch (err) {
      return problemPage(c, problemOf(err, c), { title: "The role was not changed", nav: "settings", back });
    }
  });

  routes.get(`${MEMBERS_PATH}/:id/remove`, shows("manageMembers"), async (c) => {
    const m = await memberToRemove(c.get("deps"), c.get("member")!.actor, c.req.param("id"));
    const label = who(m);
    return renderPage(
      c,
      { title: `Remove ${label}`, nav: "settings" },
      <>
        <h1>{`Remove ${label}?`}</h1>
        <section class="card">
          <p>
            {`${m.you ? "You will be signed out and" : `${label} will be signed out of every browser at once, and`}` +
              ` every API key of ${m.you ? "yours" : "theirs"} stops working. What they did stays in the ` +
              `organisation's history.`}
          </p>
          <form method="post" action={`/app${MEMBERS_PATH}/${m.id}/remove`}>
            <button type="submit" class="danger">
              Remove member
            </button>{" "}
            <a href={back}>Cancel</a>
          </form>
        </section>
      </>,
    );
  });

  routes.post(`${MEMBERS_PATH}/:id/remove`, does("manageMembers"), async (c) => {
    const { actor } = c.get("member")!;
    const deps = c.get("deps");
    try {
      const m = await removeMemberAs(deps, actor, c.req.param("id"));
      return redirectAfterPost(
        c,
        back,
        `${m.name ?? m.email ?? "The member"} was removed: their sessions and keys have stopped.`,
      );
    } catch (err) {
      return problemPage(c, problemOf(err, c), { title: "The member was not removed", nav: "settings", back });
    }
  });
}
