import { createGroupApp } from "../src/app";
import { createWorkerHandler } from "../src/workers/runtime";
import { workerViewerAsset } from "../src/workers/viewer-script";

/** The openapi group alone: /api/v1/openapi and /api/v1/docs (the API description), plus /healthz. Deploy: README.md, "Deployment". */
export default createWorkerHandler((provider) => createGroupApp(["openapi"], provider), { viewer: workerViewerAsset });
