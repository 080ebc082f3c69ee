import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";

const SAFE_ID = /^[A-Za-z0-9._:-]{8,200}$/;

/** A fresh request id, for a request that brought no usable one. */
export const newRequestId = () => `req_${crypto.randomUUID().replace(/-/g, "")}`;

/** Every response carries X-Request-Id; a well-formed one sent by the client is kept. */
export const requestId = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const sent = c.req.header("x-request-id");
  const id = sent && SAFE_ID.test(sent) ? sent : newRequestId();
  c.set("requestId", id);
  c.header("X-Request-Id", id);
  await next();
};
