import type { MiddlewareHandler } from "hono";
import { authenticate as authenticateKey } from "../services/keys/authenticate";
import { clientInfo } from "./client-address";
import type { AppEnv } from "./env";
import { keyedResponse } from "./security-headers";

/**
 * Resolves the Bearer key to an Actor (401 otherwise), with the request's client for the audit
 * log, and notes its use without a write per request.
 */
export const authenticate = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const deps = c.get("deps");
  const actor = {
    ...(await authenticateKey(deps.db, deps.clock, c.req.header("authorization"), deps.authCache)),
    client: clientInfo(c, deps.config.TRUSTED_PROXY_HOPS),
  };
  c.set("actor", actor);
  keyedResponse(c);
  const now = deps.clock.now();
  deps.lastUsed.record(actor.keyId, now);
  await next();
  if (deps.lastUsed.claimFlush(actor.keyId, now)) {
    deps.waitUntil(
      deps.lastUsed.flush(deps.db).catch((err) => deps.logger.warn("could not record key use", { error: err })),
    );
  }
};
