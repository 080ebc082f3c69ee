import { idParams } from "../shared/filters";

/*
 * The HTTP parts of /api/v1/integrations (docs/integrations.md): path ids. Bodies and responses are beside the
 * services.
 */

export { IdempotencyHeaders } from "../tracker/schema";
export const IdParams = idParams("Integration");
export const TAGS = ["Integrations"];
