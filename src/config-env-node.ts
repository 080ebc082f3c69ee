import { existsSync } from "node:fs";

/**
 * Reads `.env` from the working directory into process.env when there is one (the server and the
 * admin CLI; `.env.example` shows its variables). Variables already set in the environment win.
 */
export function loadDotEnv(path = ".env"): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
