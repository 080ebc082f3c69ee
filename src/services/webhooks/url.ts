import { validationError } from "../../errors";
import {
  isIpLiteral,
  isLocalHostname,
  isLoopbackHost,
  isPrivateAddress,
  stripBrackets,
} from "../../platform/fetcher-address";

/**
 * An endpoint URL as the fetcher's rules allow it (decisions "Outbound fetches"): https to a public
 * host; with ALLOW_PRIVATE_NETWORK=true also private hosts, and plain http to loopback only.
 * Names are checked again, resolved, when each delivery connects. Returns the URL as stored.
 */
export function checkWebhookUrl(raw: string, allowPrivateNetwork: boolean, path = "url"): string {
  const bad = (message: string) => validationError([{ path, message }]);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw bad("must be an absolute URL");
  }
  if (url.username || url.password) throw bad("must not carry credentials");
  if (url.hash) throw bad("must not have a fragment");
  const host = stripBrackets(url.hostname);
  if (url.protocol === "http:") {
    if (!(allowPrivateNetwork && isLoopbackHost(host))) throw bad("must use https");
  } else if (url.protocol !== "https:") {
    throw bad("must use https");
  }
  if (!allowPrivateNetwork && (isLocalHostname(host) || (isIpLiteral(host) && isPrivateAddress(host)))) {
    throw bad("must not point to a private, loopback or link-local address");
  }
  return url.href;
}
