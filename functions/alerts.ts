import { createGroupApp } from "../src/app";
import { createWorkerHandler } from "../src/workers/runtime";

/** The alerts group alone: /api/v1/alerts, plus /healthz. Deploy: README.md, "Deployment". */
export default createWorkerHandler((provider) => createGroupApp(["alerts"], provider));
