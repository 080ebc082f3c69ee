import { createGroupApp } from "../src/app";
import { createWorkerHandler } from "../src/workers/runtime";

/** The integrations group alone: /api/v1/integrations, plus /healthz. Deploy: README.md, "Deployment". */
export default createWorkerHandler((provider) => createGroupApp(["integrations"], provider));
