import { describe, expect, it } from "vitest";
import { createApp, createGroupApp, GROUP_PATHS, type GroupName } from "../../src/app";
import { getRuntime } from "../support/harness";

/**
 * Every route belongs to exactly one endpoint group, so deploying the per-group functions
 * (functions/<group>.ts) serves the whole API: a route added outside the groups' paths fails here.
 */
describe("endpoint groups", () => {
  it("every route but /healthz belongs to exactly one group", async () => {
    const app = createApp((await getRuntime()).deps);
    const paths = [...new Set(app.routes.filter((r) => r.method !== "ALL").map((r) => r.path))];
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths.filter((p) => p !== "/healthz")) {
      const concrete = path.replace(/:[^/]+/g, "x");
      const groups = Object.entries(GROUP_PATHS).filter(([, re]) => re.test(concrete));
      expect(
        groups.map(([g]) => g),
        path,
      ).toHaveLength(1);
    }
  });

  it("a group's app serves its own paths and /healthz, and answers 404 elsewhere with the error envelope", async () => {
    const rt = await getRuntime();
    const signals = createGroupApp(["signals"] satisfies GroupName[], rt.deps);
    expect((await signals.request("/healthz")).status).toBe(200);
    expect((await signals.request("/api/v1/signals")).status).toBe(401); // its own route, behind auth
    const other = await signals.request("/api/v1/tracker");
    expect(other.status).toBe(404);
    const body = await other.json();
    expect(body.error.code).toBe("not_found");
    expect(body.error.requestId).toBe(other.headers.get("x-request-id"));
  });
});
