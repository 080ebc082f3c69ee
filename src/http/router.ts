import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./env";
import type { Context } from "hono";
import { validationHook, type RequestSchemas, type ValidationResult } from "./error-handler";

/**
 * Every group is built on this, so every route shares the one validation hook. Each route's hook
 * also knows the route's request schemas, so a request failing in one part (its query) is told of
 * the problems of the others (its path id, its body) in the same response.
 */
export function createRouter(): OpenAPIHono<AppEnv> {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: (result, c) => validationHook(result, c) });
  const openapi = router.openapi.bind(router);
  router.openapi = ((route, handler, hook) =>
    // The hook only ever throws (or lets a valid request through): it never answers a response.
    openapi(
      route,
      handler,
      hook ??
        (((result: ValidationResult, c: Context<AppEnv>) =>
          validationHook(result, c, route.request as RequestSchemas)) as never),
    )) as typeof router.openapi;
  return router;
}
