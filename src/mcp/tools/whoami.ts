import { z } from "zod";
import { BUCKETS, type BucketName } from "../../services/access/rate-limit";
import { defineTool } from "../tool";
import { defaultAlertEmails } from "../user-input";

/** The buckets tools count toward (spec 8: "the tool rate buckets are read, create, write, refresh"). */
const TOOL_BUCKETS: BucketName[] = ["read", "write", "create", "refresh"];

/** Who the key acts for, what it may do and its limits: any valid key, no bucket (spec 4.5). */
export const whoami = defineTool({
  name: "whoami",
  title: "Who am I",
  description:
    "Shows the organisation and member this API key acts for, the key's name and scopes, the default alert " +
    "recipients (`defaultAlertEmails`: alerts from add_company and track_lead always go there), and the rate " +
    "limits per bucket. Call it first to learn what you may do: a key without `tracker:write`, or one acting " +
    "for a viewer (`readOnly: true`), cannot change anything. Takes no arguments and costs no quota.",
  input: z.strictObject({}),
  annotations: { readOnlyHint: true, openWorldHint: false },
  operation: "whoami",
  async run(_args, { actor }) {
    return {
      organization: { id: actor.orgId, name: actor.orgName },
      member: { id: actor.memberId, email: actor.memberEmail, name: actor.memberName, role: actor.role },
      keyName: actor.keyName,
      scopes: actor.scopes,
      readOnly: actor.role === "viewer",
      defaultAlertEmails: defaultAlertEmails(actor),
      rateLimits: Object.fromEntries(
        TOOL_BUCKETS.map((bucket) => [
          bucket,
          { limit: BUCKETS[bucket].limit, windowSeconds: BUCKETS[bucket].windowSeconds },
        ]),
      ),
    };
  },
});
