import { createGroupApp } from "../src/app";
import { createWorkerHandler } from "../src/workers/runtime";

/** The web app alone: the pages under /app (docs/web.md), plus /healthz. Deploy: README.md, "Deployment". */
export default createWorkerHandler((provider) => createGroupApp(["web"], provider));
