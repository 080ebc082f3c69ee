import { z } from "@hono/zod-openapi";

/* A member's digest settings (Settings in the web app; docs/digest.md). */

export const DIGEST_FREQUENCIES = ["weekly", "daily", "off"] as const;

export const DigestPreferencesInput = z
  .object({
    timeZone: z.string({ message: "must be an IANA time zone name, such as Europe/Paris" }).trim().min(1, { message: "must be an IANA time zone name, such as Europe/Paris" }),
    frequency: z.enum(DIGEST_FREQUENCIES, { message: "must be weekly, daily or off" }),
  })
  .strict();
export type DigestPreferencesInput = z.infer<typeof DigestPreferencesInput>;

export const DigestPreferences = z.object({
  timeZone: z.string().describe("IANA time zone name; the digest goes at 08:00 there (UTC until the member chooses one)."),
  /** False until the member chooses a zone (the settings page then suggests the browser's). */
  timeZoneChosen: z.boolean(),
  frequency: z.enum(DIGEST_FREQUENCIES),
  /** The next 08:00 a digest falls due at; null when the digest is off. */
  nextDigestAt: z.string().nullable(),
});
export type DigestPreferences = z.infer<typeof DigestPreferences>;
