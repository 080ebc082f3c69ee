import { createGroupApp } from "../src/app";
import { createWorkerHandler } from "../src/workers/runtime";

/** The tracker group alone: /api/v1/tracker (companies, refresh, draft enrichment), plus /healthz. Deploy: README.md, "Deployment". */
export default createWorkerHandler((provider) => createGroupApp(["tracker"], provider));
