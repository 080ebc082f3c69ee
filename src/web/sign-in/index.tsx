import type { Context } from "hono";
import { linkRefused, requestSignInLink, signInLinkState, signInWithLink } from "../../services/sessions/sign-in";
import { endSession } from "../../services/sessions/end";
import { SIGN_IN_LINK_TTL_MS } from "../../services/sessions/lifetimes";
import type { WebApp, WebEnv } from "../env";
import { FieldError, formFields, invalidProps, ProblemMessage } from "../forms";
import { renderPage } from "../layout";
import { problemOf, type Problem } from "../problems";
import {
  clearSessionCookie,
  requestClient,
  requestHost,
  safeNext,
  sessionToken,
  setFlash,
  setSessionCookie,
} from "../session";

/*
 * Signing in by emailed link (docs/web.md). /app/sign-in asks for an address and mails a link
 * (the answer is the same whether or not the address is a member's); the link opens a page whose
 * button signs in by POST, so a mail scanner that follows links cannot spend it; Sign out ends
 * the session. The rules are the service's (services/sessions/).
 */

export function register(web: WebApp): void {
  web.get("/sign-in", (c) => {
    if (c.get("member")) return c.redirect(safeNext(c.req.query("next")), 302);
    return signInForm(c, { next: c.req.query("next") });
  });

  web.post("/sign-in", async (c) => {
    const form = await formFields(c);
    const email = form.get("email") ?? "";
    const next = safeNext(form.get("next"));
    try {
      await requestSignInLink(c.get("deps"), {
        email,
        client: requestClient(c).address ?? "unknown",
        requestHost: requestHost(c),
        next: next === "/app" ? undefined : next,
      });
    } catch (err) {
      return signInForm(c, { email, next, problem: problemOf(err, c) });
    }
    return c.redirect("/app/sign-in/sent", 303);
  });

  web.get("/sign-in/sent", (c) =>
    renderPage(
      c,
      { title: "Check your email" },
      <section class="narrow card">
        <h1>Check your email</h1>
        <p>
          If the address belongs to a member, a sign-in link is on its way. It works once, within{" "}
          {SIGN_IN_LINK_TTL_MS / 60_000} minutes.
        </p>
        <p>
          <a href="/app/sign-in">Use another address</a>
        </p>
      </section>,
    ),
  );

  web.get("/sign-in/link", async (c) => {
    const token = c.req.query("token") ?? "";
    const state = await signInLinkState(c.get("deps"), token);
    if (state !== "valid") return signInForm(c, { problem: problemOf(linkRefused(state)) });
    return linkPage(c, token, c.req.query("next"));
  });

  web.post("/sign-in/link", async (c) => {
    const form = await formFields(c);
    const token = form.get("token") ?? "";
    const deps = c.get("deps");
    let session: Awaited<ReturnType<typeof signInWithLink>>;
    try {
      session = await signInWithLink(deps, token, sessionToken(c), requestClient(c));
    } catch (err) {
      return signInForm(c, { problem: problemOf(err, c) });
    }
    setSessionCookie(c, session.token, session.expiresAt, deps.clock.now());
    return c.redirect(safeNext(form.get("next")), 303);
  });

  web.post("/sign-out", async (c) => {
    await endSession(c.get("deps"), sessionToken(c));
    clearSessionCookie(c);
    setFlash(c, { kind: "notice", text: "You are signed out." });
    return c.redirect("/app/sign-in", 303);
  });
}

function signInForm(
  c: Context<WebEnv>,
  opts: { email?: string; next?: string; problem?: Problem | null },
): Promise<Response> {
  const problem = opts.problem ?? null;
  const next = opts.next ? safeNext(opts.next) : null;
  return renderPage(
    c,
    { title: "Sign in", status: problem?.status ?? 200, headers: problem?.headers },
    <section class="narrow card">
      <h1>Sign in to Partner Tracking</h1>
      <ProblemMessage problem={problem && !Object.keys(problem.fields).length ? problem : null} />
      <form method="post" action="/app/sign-in" novalidate>
        <div class="field">
          <label for="email">Email</label>
          <input
            type="email"
            id="email"
            name="email"
            autocomplete="email"
            required
            value={opts.email ?? ""}
            {...invalidProps(problem, "email", "email")}
          />
          <FieldError problem={problem} name="email" id="email" />
        </div>
        {next && next !== "/app" ? <input type="hidden" name="next" value={next} /> : null}
        <button type="submit" class="primary">
          Email me a sign-in link
        </button>
      </form>
      <p class="hint">
        We send a link that signs you in once, within {SIGN_IN_LINK_TTL_MS / 60_000} minutes. No password.
      </p>
    </section>,
  );
}

function linkPage(c: Context<WebEnv>, token: string, next: string | undefined): Promise<Response> {
  const to = safeNext(next);
  return renderPage(
    c,
    { title: "Sign in", headers: { "Referrer-Policy": "no-referrer" } },
    <section class="narrow card">
      <h1>Sign in to Partner Tracking</h1>
      <p>Press the button to sign in in this browser.</p>
      <form method="post" action="/app/sign-in/link">
        <input type="hidden" name="token" value={token} />
        {to !== "/app" ? <input type="hidden" name="next" value={to} /> : null}
        <button type="submit" class="primary">
          Sign in
        </button>
      </form>
    </section>,
  );
}
