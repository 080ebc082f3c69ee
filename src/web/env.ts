import type { Hono } from "hono";
import type { AppEnv } from "../http/env";
import type { Actor } from "../services/access/actor";
import type { SessionInfo } from "../services/sessions/actor";

/** The signed-in member of a request: the actor the services accept, and the session. */
export interface SignedIn {
  actor: Actor;
  session: SessionInfo;
}

/** What a page handler finds on its context: the app's (deps, request id) and the member, if signed in. */
export interface WebEnv {
  Variables: AppEnv["Variables"] & {
    member: SignedIn | null;
  };
}

export type WebApp = Hono<WebEnv>;
