import { mailBaseUrl, type Config } from "../../config";

/*
 * Where a digest links: pages of the web app (docs/web.md) at PUBLIC_BASE_URL (config.ts
 * mailBaseUrl, never a request's Host). Mail is read away from the server, so every link is absolute.
 */

export const APP_PATH = "/app";
/** The unsubscribe page (public: no sign-in); its form confirms by POST. */
export const UNSUBSCRIBE_PATH = `${APP_PATH}/unsubscribe`;
/**
 * The RFC 8058 one-click address named in `List-Unsubscribe`: the mailbox provider POSTs
 * `List-Unsubscribe=One-Click` to it from its own servers (no page, no Origin); a GET shows the page.
 */
export const ONE_CLICK_UNSUBSCRIBE_PATH = `${UNSUBSCRIBE_PATH}/one-click`;

export interface AppLinks {
  signal(id: string): string;
  company(id: string): string;
  leads(): string;
  /** The inbox showing the signals that need attention between two instants. */
  inbox(range: { since: Date; until: Date }): string;
  settings(): string;
  unsubscribe(token: string): string;
  oneClickUnsubscribe(token: string): string;
}

export function appLinks(config: Config): AppLinks {
  const base = mailBaseUrl(config);
  const app = `${base}${APP_PATH}`;
  return {
    signal: (id) => `${app}/signals/${id}`,
    company: (id) => `${app}/companies/${id}`,
    leads: () => `${app}/leads`,
    inbox: ({ since, until }) =>
      `${app}?${new URLSearchParams({ since: since.toISOString(), until: until.toISOString() })}`,
    settings: () => `${app}/settings`,
    unsubscribe: (token) => `${base}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
    oneClickUnsubscribe: (token) => `${base}${ONE_CLICK_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
  };
}
