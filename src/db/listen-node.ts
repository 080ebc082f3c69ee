import pg from "pg";

const RETRY_MIN_MS = 500;
// Capped low: until LISTEN is back, API keys are not cached (every request reads them).
const RETRY_MAX_MS = 5_000;

/**
 * LISTEN on a dedicated node-postgres connection (a pooled one would be handed to queries and lose
 * its LISTEN). When it drops, `onState(false)` tells the listener it may have missed notifications,
 * and it reconnects with backoff until stopped.
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
  onState: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let delay = RETRY_MIN_MS;

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    onState(false);
    c.end().catch(() => {});
    if (!stopped) timer = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    timer = null;
    // Keepalive: a connection that dies silently is noticed (and replaced) instead of going quiet.
    const c = new pg.Client({ connectionString, keepAlive: true });
    client = c;
    c.on("error", () => lost(c));
    c.on("end", () => lost(c));
    c.on("notification", (n) => {
      if (n.channel === channel) onNotify(n.payload ?? "");
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (stopped || client !== c) return;
      delay = RETRY_MIN_MS;
      onState(true);
    } catch {
      lost(c);
    }
  };

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const c = client;
    client = null;
    onState(false);
    await c?.end().catch(() => {});
  };
}
