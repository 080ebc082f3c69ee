// The part of autocannon's API the bench uses (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  export interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Request extends RequestParams {
    setupRequest?: (req: RequestParams, context: Record<string, unknown>) => RequestParams;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
  }
  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    requests: { average: number; total: number };
    throughput: { average: number; total: number };
    latency: { p50: number; p99: number; average: number };
  }
  export interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    stop(): void;
  }
  function autocannon(opts: Options): Instance;
  export default autocannon;
}
