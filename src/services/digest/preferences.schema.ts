import { z } from "@hono/zod-openapi";
import { resolveTimeZone } from "../../platform/time-zones";

/* A member's digest settings (Settings in the web app; docs/digest.md). */

export const DIGEST_FREQUENCIES = ["weekly", "daily", "off"] as const;

const ZONE_MESSAGE = "must be an IANA time zone name, such as Europe/Paris";

export const DigestPreferencesInput = z
  .object({
    // Stored as Intl spells it (`asia/tokyo` → `Asia/Tokyo`).
    timeZone: z.string({ message: ZONE_MESSAGE }).transform((v, ctx) => {
      const zone = resolveTimeZone(v);
      if (zone === null) ctx.addIssue({ code: "custom", message: ZONE_MESSAGE });
      return zone ?? v;
    }),
    frequency: z.enum(DIGEST_FREQUENCIES, { message: "must be weekly, daily or off" }),
  })
  .strict();
export type DigestPreferencesInput = z.infer<typeof DigestPreferencesInput>;

export const DigestPreferences = z.object({
  timeZone: z
    .string()
    .describe("IANA time zone name; the digest goes at 08:00 there (UTC until the member chooses one)."),
  /** False until the member chooses a zone (the settings page then suggests the browser's). */
  timeZoneChosen: z.boolean(),
  frequency: z.enum(DIGEST_FREQUENCIES),
  /** The next 08:00 a digest falls due at; null when the digest is off. */
  nextDigestAt: z.string().nullable(),
});
export type DigestPreferences = z.infer<typeof DigestPreferences>;
