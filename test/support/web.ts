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
    /** The client's address (the per-client sign-in limit reads it). */
    readonly address = "192.0.2.10",
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
  async post(path: string, fields: Record<string, string> = {}, headers: Record<string, string> = { origin: this.origin, "sec-fetch-site": "same-origin" }): Promise<Response> {
    const res = await this.app.request(`${this.origin}${path}`, {
      method: "POST",
      headers: this.headers({ "content-type": "application/x-www-form-urlencoded", ...headers }),
      body: new URLSearchParams(fields).toString(),
    });
    this.store(res);
    return res;
  }

  /** Asks for a sign-in link and reads it from the newest mail to `email` in the outbox, as a person reads their mail. */
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
    const link = new URL(await this.requestLink(db, email));
    const page = await this.get(link.pathname + link.search);
    if (page.status !== 200) throw new Error(`the link page answered ${page.status}`);
    return this.post("/app/sign-in/link", Object.fromEntries(link.searchParams));
  }
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
