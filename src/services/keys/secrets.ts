import { randomToken, sha256Hex } from "../../platform/crypto";

export const KEY_PREFIX = "live_";
export const KEY_FORMAT = /^live_[A-Za-z0-9_-]{32,200}$/;

/** A new secret: `live_` and 43 URL-safe characters (32 random bytes). */
export function generateSecret(): string {
  return KEY_PREFIX + randomToken(32);
}

export const hashSecret = (secret: string) => sha256Hex(secret);

/** The part of a key safe to show in lists: enough to recognise it, useless to an attacker. */
export const displayPrefix = (secret: string) => secret.slice(0, KEY_PREFIX.length + 6);
