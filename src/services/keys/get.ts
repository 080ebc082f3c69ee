import { z } from "zod";
import { ApiError } from "../../errors";
import type { Actor } from "../access/actor";
import { type Deps, keysQuery, type MemberKey, view } from "./views";

/** One key the actor may see, or `not_found`. */
export async function getMemberKey(deps: Deps, actor: Actor, keyId: string): Promise<MemberKey> {
  if (!z.uuid().safeParse(keyId).success) throw new ApiError("not_found", "API key not found.");
  const row = await keysQuery(deps, actor).where("k.id", "=", keyId).executeTakeFirst();
  if (!row) throw new ApiError("not_found", "API key not found.");
  return view(row, actor, deps.clock.now());
}
