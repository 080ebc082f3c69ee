/** The read endpoints whose statements bench:explain shows (each list page, and a single company). */
import type { Ready } from "./processes";

export interface Endpoint {
  id: string;
  label: string;
  request: { method?: string; path: string; headers?: Record<string, string>; body?: string };
}

export async function readEndpoints(r: Ready): Promise<Endpoint[]> {
  const headers = { authorization: `Bearer ${r.seed.key}` };
  const company = (await (await fetch(`http://127.0.0.1:${r.ports.bare}/bench/company`)).json()) as { id: string };
  // A deep page of /signals, reached as a client would: following the cursors.
  let cursor: string | null = null;
  const depth = Math.min(400, Math.floor((r.seed.counts.signals ?? 0) / 25));
  for (let page = 1; page < depth; page++) {
    const res: Response = await fetch(
      `http://127.0.0.1:${r.ports.api}/api/v1/signals?limit=25${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      { headers },
    );
    cursor = ((await res.json()) as { nextCursor: string | null }).nextCursor;
  }
  const get = (id: string, label: string, path: string): Endpoint => ({ id, label, request: { path, headers } });
  return [
    get("tracker_list", "GET /tracker (25, compact)", "/api/v1/tracker?limit=25"),
    get("tracker_list_full", "GET /tracker (25, full)", "/api/v1/tracker?limit=25&view=full"),
    get("tracker_sector", "GET /tracker?sector=fintech", "/api/v1/tracker?sector=fintech"),
    get("tracker_get", "GET /tracker/{id}", `/api/v1/tracker/${company.id}`),
    get("signals_p1", "GET /signals page 1", "/api/v1/signals?limit=25"),
    ...(cursor
      ? [
          get(
            "signals_deep",
            `GET /signals page ${depth}`,
            `/api/v1/signals?limit=25&cursor=${encodeURIComponent(cursor)}`,
          ),
        ]
      : []),
    get("leads", "GET /leads", "/api/v1/leads?limit=25"),
    get("leads_sector", "GET /leads?sector=fintech", "/api/v1/leads?sector=fintech"),
    get("leads_sectors", "GET /leads?sector=fintech,climate", "/api/v1/leads?sector=fintech,climate"),
    get("alerts", "GET /alerts", "/api/v1/alerts?limit=25&outcome=all"),
    get(
      "alerts_latest",
      "GET /alerts?latestPerEntity=true",
      "/api/v1/alerts?limit=25&outcome=all&latestPerEntity=true",
    ),
    {
      id: "mcp_list",
      label: "MCP tools/call list_companies",
      request: {
        method: "POST",
        path: "/api/mcp",
        headers: { ...headers, "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "tools/call",
          params: { name: "list_companies", arguments: {} },
        }),
      },
    },
  ];
}
