import { sql } from "kysely";
import type { App } from "../../src/app";
import type { Db } from "../../src/db/database";

/**
 * A browser, as far as the web app's HTTP tests need one: it keeps the cookies the server sets,
 * sends a page's forms as a browser does (`Origin` and `Sec-Fetch-Site: same-origin`, form
 * encoded), and follows no redirect by itself, so each answer can be read.
 */
export class WebClient {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly app: App,
    /** The origin the browser is at (http on a loopback name by default, as `npm start` serves). */
    readonly origin = "http://127.0.0.1:8787",
    /**
     * The client's address (the per-client sign-in limit reads it). Each browser has its own by
     * default, as people at different desks do: one shared address would let the test files on a
     * shared database spend each other's sign-in limit.
     */
    readonly address = nextAddress(),
  ) {}

  private store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = /max-age=0\b/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line);
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const h: Record<string, string> = { "cf-connecting-ip": this.address, ...extra };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    return h;
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    const res = await this.app.request(`${this.origin}${path}`, { headers: this.headers(headers) });
    this.store(res);
    return res;
  }

  /** A form post as a page of this origin sends it; `headers` can replace what a browser adds (a forged post). */
  async post(
    path: string,
    fields: Record<string, string | string[]> = {},
    headers: Record<string, string> = { origin: this.origin, "sec-fetch-site": "same-origin" },
  ): Promise<Response> {
    const res = await this.app.request(`${this.origin}${path}`, {
      method: "POST",
      headers: this.headers({ "content-type": "application/x-www-form-urlencoded", ...headers }),
      // A repeated field (checkboxes) is an array: each value is sent, as a browser sends them.
      body: new URLSearchParams(
        Object.entries(fields).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((x) => [k, x])),
      ).toString(),
    });
    this.store(res);
    return res;
  }

  /** A form with a file, sent as a browser sends it (multipart/form-data, from a page of this origin). */
  async upload(
    path: string,
    fields: Record<string, string>,
    file: { field: string; name: string; content: string; type?: string },
  ): Promise<Response> {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append(file.field, new Blob([file.content], { type: file.type ?? "text/csv" }), file.name);
    const res = await this.app.request(`${this.origin}${path}`, {
      method: "POST",
      headers: this.headers({ origin: this.origin, "sec-fetch-site": "same-origin" }),
      body: form,
    });
    this.store(res);
    return res;
  }

  /**
   * Asks for a sign-in link and reads it from the newest mail to `email` in the outbox, as a person reads their mail.
   */
  async requestLink(db: Db, email: string): Promise<string> {
    const before = new Set(await signInLinks(db, email));
    const res = await this.post("/app/sign-in", { email });
    if (res.status !== 303) throw new Error(`sign-in request answered ${res.status}: ${await res.text()}`);
    const fresh = (await signInLinks(db, email)).filter((l) => !before.has(l));
    if (fresh.length !== 1) throw new Error(`expected one new sign-in mail to ${email}, found ${fresh.length}`);
    return fresh[0]!;
  }

  /** Signs in as a person does: asks for a link, opens it, presses its button. */
  async signIn(db: Db, email: string): Promise<Response> {
    return this.followLink(await this.requestLink(db, email));
  }

  /** Opens a sign-in link from a mail (one asked for, or an invitation) and presses its button. */
  async followLink(url: string): Promise<Response> {
    const link = new URL(url);
    const page = await this.get(link.pathname + link.search);
    if (page.status !== 200) throw new Error(`the link page answered ${page.status}`);
    return this.post("/app/sign-in/link", Object.fromEntries(link.searchParams));
  }
}

let addresses = 0;
/** A fresh address in 198.18.0.0/15 (set aside for tests), unique within a process and unlikely across processes. */
function nextAddress(): string {
  const n = (addresses++ + Math.floor(Math.random() * 0x10000)) % 0x1ffff;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 0xff}.${n & 0xff}`;
}

/** The links of every sign-in mail to `email` in the outbox (it keeps every mail, sent or not), newest first. */
export async function signInLinks(db: Db, email: string): Promise<string[]> {
  const mails = await db
    .selectFrom("email_outbox")
    .select(["text_body"])
    .where("alert_id", "is", null)
    .where(sql<boolean>`${email.toLowerCase()} = any(recipients)`)
    .where("subject", "like", "Sign in to %")
    .orderBy("created_at", "desc")
    .execute();
  return mails.flatMap((m) => m.text_body.match(/https?:\/\/\S+\/app\/sign-in\/link\?\S+/)?.[0] ?? []);
}

/** The links of every invitation mailed to `email` (services/members/invite.ts), newest first. */
export async function invitationLinks(db: Db, email: string): Promise<string[]> {
  const mails = await db
    .selectFrom("email_outbox")
    .select(["text_body"])
    .where("alert_id", "is", null)
    .where(sql<boolean>`${email.toLowerCase()} = any(recipients)`)
    .where("subject", "like", "% invited you to %")
    .orderBy("created_at", "desc")
    .execute();
  return mails.flatMap((m) => m.text_body.match(/https?:\/\/\S+\/app\/sign-in\/link\?\S+/)?.[0] ?? []);
}

/** The link in the newest sign-in mail to `email`. */
export async function latestSignInLink(db: Db, email: string): Promise<string> {
  const [link] = await signInLinks(db, email);
  if (!link) throw new Error(`no sign-in mail to ${email}`);
  return link;
}

/** The text of a page, tags stripped and whitespace collapsed, for assertions on what a person reads. */
export function pageText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
