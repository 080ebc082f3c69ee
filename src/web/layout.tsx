import type { Context } from "hono";
import type { Child } from "hono/jsx";
import { unreadCount, UNREAD_COUNT_CAP } from "../services/signals/reads";
import { assetUrl } from "./assets";
import type { SignedIn, WebEnv } from "./env";
import { takeFlash, type Flash } from "./session";

/*
 * Every page's frame (docs/web.md): the navigation with the member's email and Sign out, the
 * flash message a redirect carried, and the one place our assets are named (hashed URLs).
 */

export type NavItem = "inbox" | "companies" | "leads" | "alerts" | "settings";

const NAV: { id: NavItem; label: string; href: string }[] = [
  { id: "inbox", label: "Inbox", href: "/app" },
  { id: "companies", label: "Companies", href: "/app/companies" },
  { id: "leads", label: "Leads", href: "/app/leads" },
  { id: "alerts", label: "Alerts", href: "/app/alerts" },
  { id: "settings", label: "Settings", href: "/app/settings" },
];

export interface PageOptions {
  title: string;
  /** The navigation entry this page belongs to (marked as the current page). */
  nav?: NavItem;
  status?: number;
  headers?: Record<string, string>;
}

/** The unread count as the navigation shows it: empty at none, "99+" past the cap. */
export function UnreadCount(props: { count: number }) {
  return (
    <span id="nav-unread">
      {props.count > 0 ? (
        <span class="count">
          <span class="visually-hidden">, </span>
          {props.count > UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP}+` : String(props.count)}
          <span class="visually-hidden"> unread</span>
        </span>
      ) : null}
    </span>
  );
}

function Nav(props: { member: SignedIn; current?: NavItem; unread: number }) {
  const { actor } = props.member;
  return (
    <header class="top">
      <nav aria-label="Main">
        <a class="brand" href="/app">
          Partner Tracking
        </a>
        <ul class="nav-links">
          {NAV.map((item) => (
            <li>
              <a href={item.href} aria-current={props.current === item.id ? "page" : undefined}>
                {item.label}
                {item.id === "inbox" ? <UnreadCount count={props.unread} /> : null}
              </a>
            </li>
          ))}
        </ul>
        <div class="who">
          <span>
            <span class="visually-hidden">Signed in as </span>
            {actor.memberEmail ?? actor.memberName ?? "member"}
          </span>
          <form method="post" action="/app/sign-out">
            <button type="submit">Sign out</button>
          </form>
        </div>
      </nav>
    </header>
  );
}

export function FlashMessage(props: { flash: Flash | null }) {
  if (!props.flash) return null;
  return (
    <div
      class={props.flash.kind === "error" ? "flash error" : "flash"}
      role={props.flash.kind === "error" ? "alert" : "status"}
    >
      {props.flash.text}
    </div>
  );
}

function Document(props: {
  title: string;
  member: SignedIn | null;
  current?: NavItem;
  unread: number;
  flash: Flash | null;
  children: Child;
}) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="data:," />
        <title>{`${props.title} · Partner Tracking`}</title>
        <link rel="stylesheet" href={assetUrl("app.css")} />
        <script src={assetUrl("app.js")} defer></script>
      </head>
      <body>
        <a class="skip" href="#main">
          Skip to content
        </a>
        {props.member ? <Nav member={props.member} current={props.current} unread={props.unread} /> : null}
        <main id="main" tabindex={-1}>
          <div id="live" role="status" aria-live="polite" class="visually-hidden"></div>
          <FlashMessage flash={props.flash} />
          {props.children}
        </main>
        <footer>
          {props.member ? `${props.member.actor.orgName} · ` : ""}
          <a href="/api/v1/docs">API reference</a>
        </footer>
      </body>
    </html>
  );
}

/** Renders a page in the frame: the navigation (with the unread count) when a member is signed in. */
export async function renderPage(c: Context<WebEnv>, opts: PageOptions, body: Child): Promise<Response> {
  const member = c.get("member");
  const unread = member ? await unreadCount(c.get("deps"), member.actor) : 0;
  const html = await (
    <Document title={opts.title} member={member} current={opts.nav} unread={unread} flash={takeFlash(c)}>
      {body}
    </Document>
  ).toString();
  return c.html(`<!doctype html>\n${html}`, (opts.status ?? 200) as 200, opts.headers);
}
