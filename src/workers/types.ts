/**
 * The few Workers runtime shapes the entries use (`@cloudflare/workers-types` is not installed,
 * and the code must type-check with the Node types too).
 */
export interface ExecutionContextLike {
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException(): void;
}

export interface ScheduledControllerLike {
  readonly cron: string;
  readonly scheduledTime: number;
}

/** Vars and secrets arrive as string bindings; other binding kinds are ignored. */
export type WorkerEnv = Record<string, unknown>;

export interface WorkerModule {
  fetch(request: Request, env: WorkerEnv, ctx: ExecutionContextLike): Promise<Response>;
  scheduled?(controller: ScheduledControllerLike, env: WorkerEnv, ctx: ExecutionContextLike): Promise<void>;
}
