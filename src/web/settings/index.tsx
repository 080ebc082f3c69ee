import { anyMember, type PageRoutes } from "../guard";
import { getDigestPreferences } from "../../services/digest/preferences";
import { activeSessionCount } from "../../services/sessions/active-count";
import { dateTime, roleLabel } from "../format";
import { renderPage } from "../layout";
import * as digestSettings from "./digest";
import { DigestSettings } from "./digest";
import * as auditLog from "./audit";
import * as integrationSettings from "./integrations";
import * as keySettings from "./keys";
import * as memberSettings from "./members";
import { SettingsNav } from "./nav";
import * as webhookSettings from "./webhooks";

/*
 * Settings (docs/web.md): the signed-in member's own details and session; the digest's section
 * is digest.tsx; the other sections (nav.tsx) are a page each.
 */

export function register(routes: PageRoutes): void {
  digestSettings.register(routes);
  memberSettings.register(routes);
  keySettings.register(routes);
  webhookSettings.register(routes);
  integrationSettings.register(routes);
  auditLog.register(routes);
  routes.get("/settings", anyMember, async (c) => {
    const deps = c.get("deps");
    const { actor, session } = c.get("member")!;
    const sessions = await activeSessionCount(deps, actor);
    const digest = await getDigestPreferences(deps, actor);
    return renderPage(
      c,
      { title: "Settings", nav: "settings" },
      <>
        <h1>Settings</h1>
        <SettingsNav role={actor.role} current="you" />
        <section class="card" aria-labelledby="you">
          <h2 id="you">You</h2>
          <dl class="facts">
            <dt>Email</dt>
            <dd>{actor.memberEmail ?? "—"}</dd>
            <dt>Name</dt>
            <dd>{actor.memberName ?? "—"}</dd>
            <dt>Role</dt>
            <dd>
              {roleLabel(actor.role)}
              {actor.role === "viewer" ? " (can read everything, change nothing)" : ""}
            </dd>
            <dt>Organisation</dt>
            <dd>{actor.orgName}</dd>
          </dl>
        </section>
        <DigestSettings prefs={digest} />
        <section class="card" aria-labelledby="session">
          <h2 id="session">This session</h2>
          <dl class="facts">
            <dt>Signed in</dt>
            <dd>{dateTime(session.createdAt)}</dd>
            <dt>Ends</dt>
            <dd>
              {`${dateTime(session.idleExpiresAt)} if unused until then; ` +
                `${dateTime(session.expiresAt)} at the latest`}
            </dd>
            <dt>Your sessions</dt>
            <dd>{`${sessions} signed-in browser${sessions === 1 ? "" : "s"}`}</dd>
          </dl>
          <form method="post" action="/app/sign-out">
            <button type="submit">Sign out of this browser</button>
          </form>
        </section>
        <section class="card" aria-labelledby="api">
          <h2 id="api">The API</h2>
          <p>
            Everything here is in the API too: see the <a href="/api/v1/docs">API reference</a>. Call it with a key
            {" from "}
            <a href="/app/settings/keys">API keys</a>.
          </p>
        </section>
      </>,
    );
  });
}
