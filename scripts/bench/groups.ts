/**
 * Endpoint groups by name, for the bench's app variants. `createApp` is the one place routes are
 * mounted; while a group has landed in src/routes but is not mounted there yet, the bench mounts it
 * beside the app itself (and says so in the results), so it can measure the endpoint anyway.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { createApp } from "../../src/app";
import type { AppDeps } from "../../src/services/deps";
import type { AppEnv } from "../../src/http/env";

export const GROUPS = {
  tracker: "/api/v1/tracker",
  signals: "/api/v1/signals",
  alerts: "/api/v1/alerts",
  leads: "/api/v1/leads",
  mcp: "/api/mcp",
} as const;
export type Group = keyof typeof GROUPS;

const ROUTES_DIR = fileURLToPath(new URL("../../src/routes/", import.meta.url));

type Register = (r: OpenAPIHono<AppEnv>) => void;

/** The group's `register…` function from src/routes/<group>/index.ts, or null if it has not landed. */
async function registerOf(group: Group): Promise<Register | null> {
  const file = `${ROUTES_DIR}${group}/index.ts`;
  if (!existsSync(file)) return null;
  const mod = (await import(file)) as Record<string, unknown>;
  const fn = Object.entries(mod).find(([name, v]) => typeof v === "function" && /^register/.test(name));
  return fn ? (fn[1] as Register) : null;
}

/** Groups that exist in src/routes but that `createApp` does not serve. */
export async function missingGroups(deps: AppDeps): Promise<Group[]> {
  const app = createApp(deps);
  const served = new Set(app.routes.map((r) => r.path));
  const out: Group[] = [];
  for (const g of Object.keys(GROUPS) as Group[]) {
    if (served.has(GROUPS[g])) continue;
    if (await registerOf(g)) out.push(g);
  }
  return out;
}

export async function registerGroups(r: OpenAPIHono<AppEnv>, groups: Group[]): Promise<Group[]> {
  const done: Group[] = [];
  for (const g of groups) {
    const register = await registerOf(g);
    if (register) {
      register(r);
      done.push(g);
    }
  }
  return done;
}

/** Which groups a request can reach on the API app. */
export async function availableGroups(deps: AppDeps): Promise<Group[]> {
  const served = new Set(createApp(deps).routes.map((r) => r.path));
  const out: Group[] = [];
  for (const g of Object.keys(GROUPS) as Group[]) if (served.has(GROUPS[g]) || (await registerOf(g))) out.push(g);
  return out;
}
