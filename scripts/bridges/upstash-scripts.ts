import { createHash } from "node:crypto";
import type { RespArg, RespValue } from "./resp-client";

/**
 * Upstash accepts Lua shebang flags that open-source Redis rejects ("ERR Unexpected flag in
 * script shebang"), e.g. `#!lua flags=allow-key-locking` used by every @upstash/ratelimit script.
 * This drops the flags Redis does not know before a script reaches Redis, and keeps the SHA the
 * client computed from the original text working: EVALSHA / SCRIPT EXISTS are translated to
 * the rewritten script's SHA, and SCRIPT LOAD answers with the original SHA.
 *
 * The SHA map only lives as long as the bridge; after that EVALSHA gets NOSCRIPT and clients fall
 * back to EVAL (as they do against Upstash when a script is unknown).
 */

/** Flags Redis 7 understands (https://redis.io/docs/latest/develop/interact/programmability/eval-intro/). */
const REDIS_FLAGS = new Set(["no-writes", "allow-oom", "allow-stale", "no-cluster", "allow-cross-slot-keys"]);

export interface AdaptedCommand {
  args: RespArg[];
  mapReply(reply: RespValue): RespValue;
}

const identity = (reply: RespValue) => reply;

export class ScriptShaMap {
  /** original SHA -> SHA of the text Redis actually stored */
  private readonly toRedis = new Map<string, string>();

  adapt(args: RespArg[]): AdaptedCommand {
    const name = String(args[0]).toLowerCase();
    const sub = String(args[1] ?? "").toLowerCase();

    if ((name === "eval" || name === "eval_ro") && args.length > 1) {
      return { args: [args[0], this.register(String(args[1])).script, ...args.slice(2)], mapReply: identity };
    }
    if ((name === "evalsha" || name === "evalsha_ro") && args.length > 1) {
      return { args: [args[0], this.redisSha(String(args[1])), ...args.slice(2)], mapReply: identity };
    }
    if (name === "script" && sub === "load" && args.length > 2) {
      const { script, sha } = this.register(String(args[2]));
      return {
        args: [args[0], args[1], script],
        mapReply: (reply) => (reply instanceof Buffer || typeof reply === "string" ? Buffer.from(sha) : reply),
      };
    }
    if (name === "script" && sub === "exists") {
      return { args: [args[0], args[1], ...args.slice(2).map((s) => this.redisSha(String(s)))], mapReply: identity };
    }
    return { args, mapReply: identity };
  }

  private register(original: string): { script: string; sha: string } {
    const script = stripUnknownFlags(original);
    const sha = sha1(original);
    if (script !== original) this.toRedis.set(sha, sha1(script));
    return { script, sha };
  }

  private redisSha(sha: string): string {
    return this.toRedis.get(sha.toLowerCase()) ?? sha;
  }
}

export function stripUnknownFlags(script: string): string {
  const match = /^#!lua([^\n]*)/.exec(script);
  if (!match) return script;
  const flagsArg = /(?:^|\s)flags=(\S*)/.exec(match[1]);
  if (!flagsArg) return script;
  const kept = flagsArg[1].split(",").filter((f) => REDIS_FLAGS.has(f));
  const shebang = kept.length > 0 ? `#!lua flags=${kept.join(",")}` : "#!lua";
  return shebang + script.slice(match[0].length);
}

function sha1(text: string): string {
  return createHash("sha1").update(text, "utf8").digest("hex");
}
