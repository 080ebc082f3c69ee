import { base64Decode, base64Encode, sha256Hex } from "./crypto";

/*
 * Secrets kept at rest (docs/integrations.md): AES-GCM under a 256-bit key (SECRETS_KEY), a fresh
 * 12-byte IV per seal, and associated data naming what the secret belongs to, so a sealed value
 * copied onto another row does not open there. Web Crypto only: the same on Node and Workers.
 */

const VERSION = "v1.";
const enc = new TextEncoder();

export interface SecretBox {
  /** A fingerprint of the key (never the key): which key sealed a value. */
  readonly keyId: string;
  seal(plaintext: string, associatedData: string): Promise<string>;
  /** Throws for another key, other associated data, or altered bytes. */
  open(sealed: string, associatedData: string): Promise<string>;
}

export async function secretBox(keyBytes: Uint8Array<ArrayBuffer>): Promise<SecretBox> {
  if (keyBytes.length !== 32) throw new Error("a secrets key is 32 bytes");
  const key = await crypto.subtle.importKey("raw", keyBytes, { name: "AES-GCM" }, false, ["encrypt", "decrypt"]);
  const keyId = (await sha256Hex(`secrets-key-id:${base64Encode(keyBytes)}`)).slice(0, 16);
  return {
    keyId,
    async seal(plaintext, associatedData) {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const params = { name: "AES-GCM", iv, additionalData: enc.encode(associatedData) };
      const sealed = new Uint8Array(await crypto.subtle.encrypt(params, key, enc.encode(plaintext)));
      const out = new Uint8Array(iv.length + sealed.length);
      out.set(iv);
      out.set(sealed, iv.length);
      return VERSION + base64Encode(out);
    },
    async open(sealed, associatedData) {
      if (!sealed.startsWith(VERSION)) throw new Error("not a sealed secret");
      const bytes = base64Decode(sealed.slice(VERSION.length));
      const params = { name: "AES-GCM", iv: bytes.slice(0, 12), additionalData: enc.encode(associatedData) };
      return new TextDecoder().decode(await crypto.subtle.decrypt(params, key, bytes.slice(12)));
    },
  };
}
