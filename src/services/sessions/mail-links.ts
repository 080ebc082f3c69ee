import { hostnameOf, isLoopbackName, mailBaseUrl, type Config } from "../../config";
import { ApiError } from "../../errors";

/*
 * Links in mail (docs/web.md, "Links in mail"): every one is built from PUBLIC_BASE_URL alone
 * (config.ts mailBaseUrl), never from the request that caused the mail. A request's Host is the
 * client's to choose: a link built from it would carry a member's sign-in token to whatever host
 * an attacker named.
 */

export const SIGN_IN_LINK_PATH = "/app/sign-in/link";

/**
 * Where a sign-in or invitation link asked for through `requestHost` points, without its token.
 * With PUBLIC_BASE_URL set, there, whatever the Host. Unset, the loopback stand-in, and only for a
 * request that arrived on a loopback name: one from anywhere else (reached over the network, or a
 * forged Host) is refused, since the person asking could not open a loopback link, and a link to
 * the Host they sent would go to whoever chose it.
 */
export function signInLinkBase(config: Pick<Config, "PUBLIC_BASE_URL" | "HOST" | "PORT">, requestHost: string): string {
  const base = mailBaseUrl(config);
  if (!config.PUBLIC_BASE_URL) {
    const name = hostnameOf(requestHost);
    if (name === null || !isLoopbackName(name)) {
      throw new ApiError(
        "forbidden",
        `No link can be mailed from ${JSON.stringify(requestHost.slice(0, 200))}: PUBLIC_BASE_URL is not set, ` +
          `so links in mail point at ${base} and are sent only to requests made there. Set PUBLIC_BASE_URL to ` +
          `the address people open this app at.`,
        { reason: "public_base_url_unset" },
      );
    }
  }
  return `${base}${SIGN_IN_LINK_PATH}`;
}
