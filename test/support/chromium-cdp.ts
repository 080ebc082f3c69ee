import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/*
 * Debian's Chromium started with a DevTools endpoint on loopback, as an operator would run one for
 * BROWSER_WS_ENDPOINT (docs/pipeline.md, sites that need a browser): the pipeline connects to it over CDP, exactly as
 * to a browser service. Port 0: Chromium picks a free port and prints the endpoint on stderr.
 */

export const BROWSER_PATH = process.env.BROWSER_PATH ?? "/usr/bin/chromium";

export interface CdpBrowser {
  /** `ws://127.0.0.1:<port>/devtools/browser/<id>`. */
  wsEndpoint: string;
  close(): Promise<void>;
}

export async function startChromiumCdp(timeoutMs = 30_000): Promise<CdpBrowser> {
  const profile = mkdtempSync(join(tmpdir(), "cdp-chromium-"));
  const child: ChildProcess = spawn(
    BROWSER_PATH,
    [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--remote-debugging-address=127.0.0.1",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const wsEndpoint = await new Promise<string>((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(
      () =>
        reject(new Error(`${BROWSER_PATH} printed no DevTools endpoint within ${timeoutMs} ms: ${seen.slice(-500)}`)),
      timeoutMs,
    );
    child.stderr!.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(seen);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.once("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${BROWSER_PATH} exited (${code}) before printing its DevTools endpoint: ${seen.slice(-500)}`));
    });
  });
  return {
    wsEndpoint,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      // Chromium's helper processes can still be writing the profile for a moment after the browser
      // exits (ENOTEMPTY): retry, and leave a temporary directory behind rather than fail a test on it.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch {
        // The directory is under the OS's temporary directory; nothing depends on its removal.
      }
    },
  };
}
