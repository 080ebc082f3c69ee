import { describe, expect, it } from "vitest";
import { createTestOrg, getRuntime } from "../support/harness";

describe("harness", () => {
  it("serves healthz and authenticates a key", async () => {
    const rt = await getRuntime();
    const res = await rt.app.request("/healthz");
    expect(res.status).toBe(200);
    const org = await createTestOrg();
    const r2 = await org.request("GET", "/api/v1/nothing-here");
    expect(r2.status).toBe(404);
    expect((await r2.json()).error.code).toBe("not_found");
  });
});
