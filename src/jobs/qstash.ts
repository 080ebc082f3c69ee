import { Client, Receiver } from "@upstash/qstash";
import { publicBaseUrl, type Config } from "../config";
import type { JobDispatcher } from "../lifecycle/jobs";

export const JOBS_PATH = "/api/v1/jobs";

/** Where QStash delivers jobs: this service's signed job endpoint. */
export const jobsEndpointUrl = (config: Config) => `${publicBaseUrl(config).replace(/\/+$/, "")}${JOBS_PATH}`;

/**
 * Production dispatcher: publishes `{ jobId }` to QStash, which delivers it (at least once, with
 * retries) to POST /api/v1/jobs. The jobs table stays the source of truth; the message is a wake-up.
 */
export class QStashDispatcher implements JobDispatcher {
  readonly name = "qstash";
  constructor(
    private readonly client: Client,
    private readonly destination: string,
  ) {}

  async dispatch(jobIds: string[]): Promise<void> {
    await Promise.all(jobIds.map((jobId) => this.client.publishJSON({ url: this.destination, body: { jobId } })));
  }
}

export function createQStashDispatcher(config: Config): QStashDispatcher {
  if (!config.QSTASH_TOKEN) throw new Error("QSTASH_TOKEN is not set");
  const client = new Client({
    token: config.QSTASH_TOKEN,
    ...(config.QSTASH_URL ? { baseUrl: config.QSTASH_URL } : {}),
    enableTelemetry: false,
    devMode: false,
  });
  return new QStashDispatcher(client, jobsEndpointUrl(config));
}

/**
 * Verifies `Upstash-Signature` (a JWT signed with the current or the next signing key, binding
 * the body hash and the destination URL; expiry checked). False for anything unsigned, stale or
 * tampered. False too when no signing keys are configured: nothing can be trusted then.
 */
export async function verifyQStashSignature(
  config: Config,
  signature: string | undefined,
  body: string,
): Promise<boolean> {
  if (!signature || !config.QSTASH_CURRENT_SIGNING_KEY || !config.QSTASH_NEXT_SIGNING_KEY) return false;
  const receiver = new Receiver({
    currentSigningKey: config.QSTASH_CURRENT_SIGNING_KEY,
    nextSigningKey: config.QSTASH_NEXT_SIGNING_KEY,
    devMode: false,
  });
  try {
    return await receiver.verify({ signature, body, url: jobsEndpointUrl(config) });
  } catch {
    return false;
  }
}
