import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startServer, tempDataDir } from "../support/processes";

describe("npm start (real child process)", () => {
  it("on an empty database creates Demo Ventures and prints a working key once", async () => {
    const dataDir = tempDataDir();
    const s1 = startServer({ DATA_DIR: dataDir });
    const [, key] = await s1.waitFor(/^\s+(live_[A-Za-z0-9_-]{32,})\s*$/m);
    await s1.waitFor(/"msg":"listening"/);
    expect(s1.output()).toContain('Created organisation "Demo Ventures" with owner demo@example.com');
    expect(s1.output()).toMatch(new RegExp(`curl -H "Authorization: Bearer ${key}" ${s1.baseUrl}/api/v1/tracker`));
    // The printed key authenticates: a bad key is refused, the printed one is not.
    const bad = await fetch(`${s1.baseUrl}/api/v1/openapi-nope`, {
      headers: { authorization: `Bearer live_${"x".repeat(43)}` },
    });
    expect(bad.status).toBe(401);
    const good = await fetch(`${s1.baseUrl}/api/v1/openapi-nope`, { headers: { authorization: `Bearer ${key}` } });
    expect(good.status).toBe(404);
    s1.proc.kill("SIGINT");
    expect(await s1.exited).toBe(0);

    // Second start on the same data: nothing new is seeded or printed.
    const s2 = startServer({ DATA_DIR: dataDir });
    await s2.waitFor(/"msg":"listening"/);
    expect(s2.output()).not.toContain("Demo Ventures");
    const still = await fetch(`${s2.baseUrl}/api/v1/openapi-nope`, { headers: { authorization: `Bearer ${key}` } });
    expect(still.status).toBe(404);
    s2.proc.kill("SIGTERM");
    expect(await s2.exited).toBe(0);
  }, 240_000);

  it("the first start fills Demo Ventures with data, and " +
    "demo@example.com signs in to the web app from the logged link", async () => {
    const s = startServer({ DATA_DIR: tempDataDir() });
    const [, key] = await s.waitFor(/^\s+(live_[A-Za-z0-9_-]{32,})\s*$/m);
    await s.waitFor(/"msg":"listening"/);
    expect(s.output()).toContain(`open ${s.baseUrl}/app and sign in as demo@example.com`);
    const companies = await (
      await fetch(`${s.baseUrl}/api/v1/tracker`, { headers: { authorization: `Bearer ${key}` } })
    ).json();
    expect(companies.data.length).toBeGreaterThan(10);
    const signals = await (
      await fetch(`${s.baseUrl}/api/v1/signals?needsAttention=true`, { headers: { authorization: `Bearer ${key}` } })
    ).json();
    expect(signals.data.length).toBeGreaterThan(0);

    // As a newcomer would: ask for a link, read it from the server's output, press its button.
    const form = {
      method: "POST",
      redirect: "manual" as const,
      headers: { origin: s.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    };
    const asked = await fetch(`${s.baseUrl}/app/sign-in`, { ...form, body: "email=demo%40example.com" });
    expect(asked.status).toBe(303);
    const [, link] = await s.waitFor(/sign-in link for demo@example\.com \(Demo Ventures\): (http:\/\/\S+?)"/);
    // Without PUBLIC_BASE_URL the start-up log says so, and the link is the loopback address served.
    expect(s.output()).toContain("PUBLIC_BASE_URL is not set: links in mail point at");
    expect(link!.startsWith(`${s.baseUrl}/app/sign-in/link?token=`)).toBe(true);
    const token = new URL(link!).searchParams.get("token")!;
    const signedIn = await fetch(`${s.baseUrl}/app/sign-in/link`, { ...form, body: `token=${token}` });
    expect(signedIn.status).toBe(303);
    const cookie = signedIn.headers.getSetCookie()[0]!.split(";")[0]!;
    const inbox = await fetch(`${s.baseUrl}/app`, { headers: { cookie } });
    expect(inbox.status).toBe(200);
    const html = await inbox.text();
    expect(html).toContain("demo@example.com");
    expect(html).toContain(signals.data[0].companyName.replace(/&/g, "&amp;").replace(/'/g, "&#39;"));
    s.proc.kill("SIGTERM");
    expect(await s.exited).toBe(0);
  }, 240_000);

  it("SEED_DEMO=false seeds nothing", async () => {
    const s = startServer({ DATA_DIR: tempDataDir(), SEED_DEMO: "false" });
    await s.waitFor(/"msg":"listening"/);
    expect(s.output()).not.toContain("Demo Ventures");
    s.proc.kill("SIGTERM");
    expect(await s.exited).toBe(0);
  }, 240_000);

  it("a first start on a fresh DATA_DIR leaves the server no " +
    "larger than a restart (initdb runs in a process of its own)", async () => {
    // WebAssembly memory is never given back: initdb run in the server's own process kept it at
    // 480–780 MiB resident after a first start, against ~310 MiB after a restart.
    const rssMiB = (pid: number) =>
      Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;
    const dataDir = tempDataDir();
    const sizes: number[] = [];
    for (let i = 0; i < 2; i++) {
      const s = startServer({ DATA_DIR: dataDir, SEED_DEMO: "false", JOB_RUNNER: "false" });
      await s.waitFor(/"msg":"listening"/);
      expect((await fetch(`${s.baseUrl}/healthz`)).status).toBe(200);
      sizes.push(rssMiB(s.proc.pid!));
      s.proc.kill("SIGTERM");
      expect(await s.exited).toBe(0);
    }
    const [first, restart] = sizes as [number, number];
    expect(first, `first start ${first.toFixed(0)} MiB, restart ${restart.toFixed(0)} MiB`).toBeLessThan(restart + 100);
  }, 240_000);

  it("a bad configuration value stops it with one line naming the variable", async () => {
    const s = startServer({ DATA_DIR: tempDataDir(), PORT: "not-a-port" });
    expect(await s.exited).toBe(1);
    expect(s.output().trim()).toBe(
      'Invalid configuration: PORT: expected an integer from 1 to 65535 (got "not-a-port")',
    );
  }, 60_000);

  it("SIGTERM sent to `npm start` itself reaches the server: it shuts down and frees its port", async () => {
    const s = startServer({ DATA_DIR: tempDataDir(), SEED_DEMO: "false" }, { viaNpm: true });
    await s.waitFor(/"msg":"listening"/);
    expect((await fetch(`${s.baseUrl}/healthz`)).status).toBe(200);
    s.proc.kill("SIGTERM"); // npm, as a supervisor would signal it
    await s.exited;
    await s.waitFor(/"msg":"shutdown complete"/, 10_000);
    await expect(fetch(`${s.baseUrl}/healthz`)).rejects.toThrow();
  }, 240_000);

  it("a port in use stops it with one line, before anything is seeded", async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as AddressInfo).port;
    const dataDir = tempDataDir();
    try {
      const s = startServer({ DATA_DIR: dataDir, PORT: String(port) });
      expect(await s.exited).toBe(1);
      expect(s.output().trim()).toBe(
        `Failed to start: port ${port} on 127.0.0.1 is already in use (set PORT to another one)`,
      );
    } finally {
      blocker.close();
    }
    // The demo organisation was not made then: the first start that listens makes it.
    const again = startServer({ DATA_DIR: dataDir });
    await again.waitFor(/"msg":"listening"/);
    await again.waitFor(/Demo Ventures/);
    again.proc.kill("SIGTERM");
    expect(await again.exited).toBe(0);
  }, 240_000);

  it("reads .env from its working directory; the environment wins over it", async () => {
    const dir = tempDataDir();
    writeFileSync(join(dir, ".env"), `DATA_DIR=${join(dir, "data")}\nSEED_DEMO=false\nPORT=1\n`);
    const s = startServer({}, { cwd: dir });
    await s.waitFor(/"msg":"listening"/);
    expect(s.output()).not.toContain("Demo Ventures"); // SEED_DEMO from .env
    expect(existsSync(join(dir, "data"))).toBe(true); // DATA_DIR from .env
    expect((await fetch(`${s.baseUrl}/healthz`)).status).toBe(200); // PORT from the environment, not .env's 1
    s.proc.kill("SIGTERM");
    expect(await s.exited).toBe(0);
  }, 240_000);

  it("SIGTERM lets an in-flight request finish, then closes cleanly", async () => {
    const s = startServer({ DATA_DIR: tempDataDir() });
    const [, key] = await s.waitFor(/^\s+(live_[A-Za-z0-9_-]{32,})\s*$/m);
    await s.waitFor(/"msg":"listening"/);
    const url = new URL(`${s.baseUrl}/api/v1/tracker`);
    // Send the headers and half the body, signal the server, then finish the body.
    const http = await import("node:http");
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "POST",
          headers: {
            authorization: `Bearer ${key}`,
            "content-type": "application/json",
            "transfer-encoding": "chunked",
          },
        },
        (res) => {
          let body = "";
          res.on("data", (d) => (body += d));
          res.on("end", () => resolve({ status: res.statusCode!, body }));
        },
      );
      req.on("error", reject);
      req.write('{"thingsToTrack": "Hiring Updates", ');
      setTimeout(() => {
        s.proc.kill("SIGTERM");
        setTimeout(() => req.end('"alertEmails": ["ana@example.com"], "companyName": "Slowco"}'), 300);
      }, 200);
    });
    const r = await response;
    expect(r.status).toBeLessThan(500);
    expect(r.body).toContain('"');
    expect(await s.exited).toBe(0);
    expect(s.output()).toContain('"msg":"shutdown complete"');
  }, 240_000);
});
