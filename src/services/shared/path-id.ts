import { validationError } from "../../errors";
import { isUuid } from "../../platform/ids";

/** Spec 4.1: a malformed id is `400 validation_error` (routes check it too; the tool server relies on this). */
export function requireUuid(id: string, path = "id"): void {
  if (!isUuid(id)) throw validationError([{ path, message: "must be a UUID" }]);
}
