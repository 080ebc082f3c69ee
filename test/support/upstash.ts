import { Redis } from "@upstash/redis";
import { upstashSettings } from "../../src/deps-factory";
import { RespConnection } from "../../scripts/bridges/resp-client";
import { startUpstashBridge, type UpstashBridge } from "../../scripts/bridges/upstash-redis-bridge";

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** True when the local Redis answers; suites that need it skip, with this reason, otherwise. */
export async function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  try {
    const conn = await RespConnection.open(url);
    conn.close();
    return true;
  } catch {
    return false;
  }
}

export const NO_REDIS_REASON = `needs a Redis at ${TEST_REDIS_URL} (set TEST_REDIS_URL; .ci/run starts one)`;

/** The Upstash REST bridge in front of the local Redis, with a fresh token. */
export function startTestUpstash(): Promise<UpstashBridge> {
  return startUpstashBridge({ redisUrl: TEST_REDIS_URL, token: `test-${crypto.randomUUID()}` });
}

/** An `@upstash/redis` client on the bridge, with the options both runtimes build it with. */
export function upstashClient(bridge: UpstashBridge, timeoutMs = 100): Redis {
  return new Redis(
    upstashSettings({
      UPSTASH_REDIS_REST_URL: bridge.url,
      UPSTASH_REDIS_REST_TOKEN: bridge.token,
      UPSTASH_TIMEOUT_MS: timeoutMs,
    })!,
  );
}
