import { secretsKeyBytes } from "../../config";
import { ApiError } from "../../errors";
import { base64UrlDecode } from "../../platform/crypto";
import { secretBox, type SecretBox } from "../../platform/secrets";
import type { AppDeps } from "../deps";
import { getOrCreateSecret } from "../shared/stored-secrets";

/** The app_settings row of the embedded database's own key (used only while SECRETS_KEY is unset there). */
export const DEV_SECRETS_KEY_SETTING = "secrets_key_embedded";

/**
 * The box CRM tokens are sealed in (docs/integrations.md): SECRETS_KEY when set. Unset on the
 * embedded database (one machine trying the service), a key made once and kept in the database, as
 * CURSOR_SECRET is; it protects nothing from whoever has the data directory, which the docs say.
 * Unset against a Postgres server, connecting is refused: a production deployment must not keep
 * its tokens beside the key that opens them.
 */
export async function integrationSecrets(deps: Pick<AppDeps, "config" | "db">): Promise<SecretBox> {
  const configured = deps.config.SECRETS_KEY;
  if (configured !== undefined) {
    const bytes = secretsKeyBytes(configured);
    if (!bytes) throw new Error("SECRETS_KEY was validated at start");
    return secretBox(bytes);
  }
  if (deps.config.DATABASE_URL)
    throw new ApiError(
      "service_unavailable",
      "CRM integrations need SECRETS_KEY: the server has none set, so it cannot keep a CRM token encrypted. " +
        "Ask the operator to set SECRETS_KEY (32 random bytes in base64; docs/configuration.md) and restart.",
      { setting: "SECRETS_KEY" },
    );
  const stored = await getOrCreateSecret(deps.db, DEV_SECRETS_KEY_SETTING);
  return secretBox(new Uint8Array(base64UrlDecode(stored)));
}

/** What a sealed token is bound to: its row and organisation. */
export const tokenBinding = (row: { id: string; org_id: string }) => `integration:${row.org_id}:${row.id}`;

/** The connection's saved token, opened; null when the server's key cannot open it (SECRETS_KEY changed). */
export async function openStoredToken(
  deps: Pick<AppDeps, "config" | "db">,
  row: { id: string; org_id: string; token_sealed: string },
): Promise<string | null> {
  const box = await integrationSecrets(deps);
  try {
    return await box.open(row.token_sealed, tokenBinding(row));
  } catch {
    return null;
  }
}
