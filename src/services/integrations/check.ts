import { ApiError, validationError } from "../../errors";
import { CrmError, crmClient, type CrmKind, type CrmList } from "../../platform/crm";
import type { AppDeps } from "../deps";

/**
 * Asks the CRM whether `token` is good and `listId` a list it can read (docs/integrations.md),
 * before anything is saved. A refused token is a 400 naming `token`, an unknown list one naming
 * `listId`; the CRM limiting or failing is a 503 (with its Retry-After when it gave one), since
 * nothing is wrong with the request. No message carries the token.
 */
export async function checkConnection(
  deps: Pick<AppDeps, "config">,
  kind: CrmKind,
  token: string,
  listId: string,
  opts: { checkToken?: boolean } = {},
): Promise<CrmList> {
  const client = crmClient(deps.config, kind);
  const idProblem = client.listIdProblem(listId);
  if (idProblem) throw validationError([{ path: "listId", message: idProblem }]);
  try {
    if (opts.checkToken !== false) await client.identify(token);
  } catch (err) {
    throw asApiError(err, client.product, "token");
  }
  try {
    return await client.getList(token, listId);
  } catch (err) {
    throw asApiError(err, client.product, "list");
  }
}

function asApiError(err: unknown, product: string, asking: "token" | "list"): unknown {
  if (!(err instanceof CrmError)) return err;
  switch (err.reason) {
    case "token_rejected":
      return validationError([{ path: "token", message: `${product} does not accept this token` }]);
    case "token_forbidden":
      return validationError([
        {
          path: "token",
          message:
            `${product} accepts this token but it may not ` +
            `${asking === "list" ? "read this list" : "identify itself"}: ` +
            "give it the read scopes docs/integrations.md lists",
        },
      ]);
    case "not_found":
      return validationError([{ path: "listId", message: `${product} has no such list that this token can read` }]);
    case "rate_limited":
      return new ApiError(
        "service_unavailable",
        `${product} is limiting requests; nothing was saved. Retry in a moment.`,
        { crm: product },
        { "Retry-After": String(err.retryAfterSeconds ?? 30) },
      );
    default:
      return new ApiError(
        "service_unavailable",
        `${product} could not be asked (${err.message}); nothing was saved. Retry in a moment.`,
        { crm: product },
        { "Retry-After": "30" },
      );
  }
}
