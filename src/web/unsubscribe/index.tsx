import type { Context } from "hono";
import { validationError } from "../../errors";
import { readUnsubscribeLink, unsubscribeByToken, type UnsubscribeTarget } from "../../services/digest/unsubscribe";
import { APP_PATH, ONE_CLICK_UNSUBSCRIBE_PATH, UNSUBSCRIBE_PATH } from "../../services/digest/links";
import type { WebApp, WebEnv } from "../env";
import { formFields } from "../forms";
import { renderPage } from "../layout";
import { problemOf } from "../problems";

/*
 * Unsubscribing from the digest by the link in it, without signing in (docs/digest.md). The link
 * opens a page that says whose digest it is; only its button's POST (forgery-checked like every
 * form) turns the digest off, so a mail scanner following links changes nothing. The rule and the
 * token are the service's (services/digest/unsubscribe.ts).
 *
 * `one-click` is the address of the mail's List-Unsubscribe header (RFC 8058): a mailbox provider
 * POSTs `List-Unsubscribe=One-Click` to it from its own servers, with no page, cookie or Origin. It
 * is registered before the forgery check (web/app.ts): the token in its URL is its only credential
 * and it reads no cookie, so there is no ambient authority for another site to borrow.
 */

const PAGE = UNSUBSCRIBE_PATH.slice(APP_PATH.length); // "/unsubscribe"
const ONE_CLICK = ONE_CLICK_UNSUBSCRIBE_PATH.slice(APP_PATH.length); // "/unsubscribe/one-click"
// The token is in the URL: never sent on as a referrer.
const NO_REFERRER = { "Referrer-Policy": "no-referrer" };

const FREQUENCY_WORDS: Record<string, string> = { weekly: "weekly", daily: "daily" };

/** The pages: GET shows the question (or that it is done), POST unsubscribes and comes back to it. */
export function register(web: WebApp): void {
  web.get(PAGE, async (c) => {
    const token = c.req.query("token") ?? "";
    let target: UnsubscribeTarget;
    try {
      target = await readUnsubscribeLink(c.get("deps"), token);
    } catch (err) {
      return notValid(c, err);
    }
    return target.frequency === "off" ? donePage(c, target) : askPage(c, token, target);
  });

  web.post(PAGE, async (c) => {
    const form = await formFields(c);
    const token = form.get("token") ?? "";
    try {
      await unsubscribeByToken(c.get("deps"), token);
    } catch (err) {
      return notValid(c, err);
    }
    return c.redirect(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`, 303);
  });

  // A client that opens the one-click address in a browser gets the page.
  web.get(ONE_CLICK, (c) =>
    c.redirect(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(c.req.query("token") ?? "")}`, 302),
  );
}

/** RFC 8058's POST: answered 200 without a redirect (the RFC forbids one). */
export function registerOneClick(web: WebApp): void {
  web.post(ONE_CLICK, async (c) => {
    const form = await formFields(c);
    if (form.get("List-Unsubscribe") !== "One-Click") {
      throw validationError([{ path: "List-Unsubscribe", message: "must be One-Click (RFC 8058)" }]);
    }
    const done = await unsubscribeByToken(c.get("deps"), c.req.query("token") ?? "");
    return c.text(`Unsubscribed: ${done.email} gets no more digests.`, 200, NO_REFERRER);
  });
}

function askPage(c: Context<WebEnv>, token: string, t: UnsubscribeTarget): Promise<Response> {
  return renderPage(
    c,
    { title: "Unsubscribe from the digest", headers: NO_REFERRER },
    <section class="narrow card">
      <h1>Unsubscribe from the digest?</h1>
      <p>
        {`${t.email} will no longer get the ${FREQUENCY_WORDS[t.frequency] ?? ""} digest of ${t.orgName}. ` +
          `Alerts about companies are not changed.`}
      </p>
      <form method="post" action={UNSUBSCRIBE_PATH}>
        <input type="hidden" name="token" value={token} />
        <button type="submit" class="primary">
          Unsubscribe
        </button>
      </form>
      <p class="hint">
        To change how often it comes or its time zone instead, <a href="/app/settings">open Settings</a> (you will be
        asked to sign in).
      </p>
    </section>,
  );
}

function donePage(c: Context<WebEnv>, t: UnsubscribeTarget): Promise<Response> {
  return renderPage(
    c,
    { title: "Unsubscribed", headers: NO_REFERRER },
    <section class="narrow card">
      <h1>You are unsubscribed</h1>
      <p role="status">{`${t.email} gets no more digests of ${t.orgName}.`}</p>
      <p>
        Changed your mind? Turn the digest back on in <a href="/app/settings">Settings</a>.
      </p>
    </section>,
  );
}

function notValid(c: Context<WebEnv>, err: unknown): Promise<Response> {
  const problem = problemOf(err, c);
  return renderPage(
    c,
    { title: "Link not valid", status: problem.status, headers: { ...problem.headers, ...NO_REFERRER } },
    <section class="narrow card">
      <h1>This link is not valid</h1>
      <p>{problem.message}</p>
      <p>
        <a href="/app/settings">Open Settings</a>
      </p>
    </section>,
  );
}
