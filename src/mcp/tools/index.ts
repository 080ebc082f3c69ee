import type { AnyTool } from "../tool";
import { getAlertTool, listAlertsTool } from "./alerts";
import {
  addCompanyTool,
  getCompanyTool,
  listCompaniesTool,
  refreshCompanyTool,
  removeCompanyTool,
  updateCompanyTool,
} from "./companies";
import { decideLeadTool, getLeadTool, listLeadsTool, trackLeadTool } from "./leads";
import { getSignalTool, listSignalsTool } from "./signals";
import { whoami } from "./whoami";

/** The 15 tools of spec 4.5, in the order of its table. */
export const TOOLS: readonly AnyTool[] = [
  whoami,
  listCompaniesTool,
  getCompanyTool,
  addCompanyTool,
  updateCompanyTool,
  refreshCompanyTool,
  removeCompanyTool,
  listSignalsTool,
  getSignalTool,
  listAlertsTool,
  getAlertTool,
  listLeadsTool,
  getLeadTool,
  trackLeadTool,
  decideLeadTool,
] as AnyTool[];
