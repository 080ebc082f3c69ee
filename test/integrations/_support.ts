import type { App } from "../../src/app";
import type { CrmKind } from "../../src/platform/crm";
import type { AppDeps } from "../../src/services/deps";
import { type CrmFixtures, startCrmFixtures } from "../support/crm-fixtures";
import { runtimeWith, testConfig } from "../support/harness";

/** The three CRM fixtures and an app (on the shared database) whose CRM URLs point at them. */
export interface CrmRig {
  fx: CrmFixtures;
  app: App;
  deps: AppDeps;
  close(): Promise<void>;
}

export async function crmRig(extra: Record<string, string> = {}): Promise<CrmRig> {
  const fx = await startCrmFixtures();
  const { app, deps } = await runtimeWith({ config: testConfig({ ...fx.env, ...extra }) });
  return { fx, app, deps, close: () => fx.close() };
}

/** A connect body that the fixture of `kind` accepts. */
export const connectBody = (rig: CrmRig, kind: CrmKind, listIndex = 0) => ({
  kind,
  token: rig.fx[kind].token,
  listId: rig.fx[kind].lists[listIndex]!.id,
});
