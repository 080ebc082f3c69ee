import { expect } from "vitest";
import { describeAuthMatrix } from "../support/auth-matrix";
import { lifecycleRuntime } from "../support/test-pipeline";
import { companyBody, createOk } from "./_helpers";

// Spec 5 and 4.1 "Ids" on every tracker route (the shared matrix: 401s, 403s, viewer, other org).
describeAuthMatrix(
  "tracker",
  [
    { method: "POST", path: "/api/v1/tracker", body: companyBody(), scopes: ["tracker:write"] },
    { method: "GET", path: "/api/v1/tracker", scopes: ["tracker:read"] },
    { method: "GET", path: (id) => `/api/v1/tracker/${id}`, scopes: ["tracker:read"] },
    { method: "PATCH", path: (id) => `/api/v1/tracker/${id}`, body: { cadenceDays: 3 }, scopes: ["tracker:write"] },
    { method: "DELETE", path: (id) => `/api/v1/tracker/${id}`, scopes: ["tracker:write"] },
    { method: "POST", path: (id) => `/api/v1/tracker/${id}/refresh`, scopes: ["tracker:write"] },
  ],
  {
    app: async () => (await lifecycleRuntime()).app,
    makeResource: (org) => createOk(org),
    stillThere: async (org, id) => {
      const res = await org.request("GET", `/api/v1/tracker/${id}`);
      expect(res.status).toBe(200);
      const body = await res.json();
      // Refused writes changed nothing and queued no refresh.
      expect(body.data.cadenceDays).toBe(7);
      expect(body.data.latestRun?.trigger ?? null).not.toBe("refresh");
    },
  },
);
