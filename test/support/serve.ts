import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { App } from "../../src/app";
import { answerClientErrors } from "../../src/http/client-error-node";

export interface Served {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

/** Serves `app` over real HTTP on a free loopback port, as `npm start` does (client errors answered too). */
export async function serveOverHttp(app: App): Promise<Served> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  answerClientErrors(server);
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
