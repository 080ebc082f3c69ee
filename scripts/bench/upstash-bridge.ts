/**
 * The Upstash REST bridge in a process of its own, for `npm run bench -- --upstash`: the bench's
 * "Upstash up" talks to it as production talks to Upstash, and it does not share the load
 * generator's event loop. Prints `BRIDGE_READY {"url","token"}`; stops on SIGTERM.
 * Environment: TEST_REDIS_URL (default redis://127.0.0.1:6379).
 */
import { startUpstashBridge } from "../bridges/upstash-redis-bridge";

const bridge = await startUpstashBridge({
  redisUrl: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
  token: `bench-${crypto.randomUUID()}`,
});
process.stdout.write(`BRIDGE_READY ${JSON.stringify({ url: bridge.url, token: bridge.token })}\n`);
const stop = () => void bridge.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
