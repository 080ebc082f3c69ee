import { createGroupApp } from "../src/app";
import { createWorkerHandler } from "../src/workers/runtime";

/** The webhooks group alone: /api/v1/webhooks, plus /healthz. Deploy: README.md, "Deployment". */
export default createWorkerHandler((provider) => createGroupApp(["webhooks"], provider));
