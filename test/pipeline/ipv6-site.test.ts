import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pipelineRig, track, type PipelineRig } from "./_support";

/*
 * Companies whose website is an IPv6 literal (docs/pipeline.md), through the real lifecycle, pipeline and
 * process fetcher: one on the IPv6 loopback is read when the private network is allowed; the
 * issue's own example, a documentation address, is stored but refused when fetched.
 */

async function hasIpv6Loopback(): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once("error", () => resolve(false));
    probe.listen(0, "::1", () => probe.close(() => resolve(true)));
  });
}

const ipv6 = await hasIpv6Loopback();
const HOME = `<!doctype html><title>Hexa Labs | Lab robots</title>
<meta name="description" content="Hexa Labs builds robots that run wet-lab experiments overnight.">
<main><h1>Hexa Labs</h1><p>Hexa Labs builds robots that run wet-lab experiments overnight.</p></main>`;

let server: Server;
let siteUrl = "";
let served = 0;

beforeAll(async () => {
  if (!ipv6) return;
  server = createServer((req, res) => {
    served++;
    if (req.url === "/") return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(HOME);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "::1", resolve));
  siteUrl = `http://[::1]:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  if (ipv6) await new Promise((resolve) => server.close(resolve));
});

async function entityView(rig: PipelineRig, id: string) {
  const res = await rig.org.request("GET", `/api/v1/tracker/${id}`);
  return (await res.json()).data;
}

describe("a company whose website is an IPv6 literal", () => {
  it(
    "is refused with blocked_private_address when the address " +
      "is not public (2001:db8::/32 documents, it serves nothing)",
    async () => {
      const strict = await pipelineRig({ fetcher: { allowPrivateNetwork: false } });
      const id = await track(strict.org, {
        companyName: "Docs Example",
        companyWebsite: "https://[2001:db8::1]/",
        thingsToTrack: "Product Updates",
      });
      await strict.settle(id);
      const data = await entityView(strict, id);
      expect(data.companyWebsite).toBe("https://[2001:db8::1]/");
      expect(data.operation.enrichmentStatus).toBe("failed");
      expect(data.enrichment.reason).toBe("blocked_private_address");
      expect(data.scrapeHealthReason).toBe("blocked_private_address");
    },
  );

  it.skipIf(!ipv6)(
    "is read over IPv6 when the private network is allowed: enrichment finds its name and the run is healthy",
    async () => {
      const rig = await pipelineRig();
      const id = await track(rig.org, { companyWebsite: siteUrl, thingsToTrack: "Product Updates" });
      await rig.settle(id);
      const data = await entityView(rig, id);
      expect(data.companyName).toBe("Hexa Labs");
      expect(data.scrapeHealthReason).toBe("healthy");
      expect(served).toBeGreaterThan(0);
    },
  );
});
