import { createGroupApp } from "../src/app";
import { createWorkerHandler } from "../src/workers/runtime";

/** The leads group alone: /api/v1/leads, plus /healthz. Deploy: README.md, "Deployment". */
export default createWorkerHandler((provider) => createGroupApp(["leads"], provider));
