import type { AppDeps } from "../services/deps";
import type { Actor } from "../services/access/actor";
import type { RateLimitState } from "../services/access/rate-limit";

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    actor: Actor;
    rateLimit: RateLimitState | null;
  };
}
