import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage, RequestId } from "@modelcontextprotocol/sdk/types.js";
import { isNotification, isRequest, isResponse } from "./jsonrpc";
import { encodeAnswer } from "./response-body";

/** What one POST is answered with: its responses as JSON, or 202 with no body when it held no request. */
export type Answer = { status: 200; body: string | Uint8Array<ArrayBuffer> } | { status: 202; body: null };

export interface Exchange {
  answer: Promise<Answer>;
  /**
   * Resolves once every request of this POST has been answered: nothing of it can reach the
   * transport any more. Never, like `answer`, for a request whose handler never answers.
   */
  answered: Promise<void>;
  /**
   * The POST held notifications. The SDK runs their handlers on later microtasks (a
   * `notifications/cancelled` aborts a request of this server by id): the server should be lent
   * again only a task later.
   */
  notified: boolean;
}

interface Pending {
  /** Each request's response, by id, in the order the requests came; undefined until it is sent. */
  responses: Map<RequestId, JSONRPCMessage | undefined>;
  /** Requests delivered and not yet answered (a batch may repeat an id: each is answered). */
  unanswered: number;
  answered: boolean;
  resolve(answer: Answer): void;
  settle(): void;
}

/**
 * The transport a pooled tool server stays connected to, carrying one POST's messages at a time
 * (spec 4.5: Streamable HTTP, stateless, JSON responses). The SDK's own transport refuses a second
 * request when stateless, so it had to be built, connected and closed per request, and closing
 * makes the SDK abort and build a "Connection closed" error every time; this one is connected
 * once. The HTTP checks are the caller's (post-checks.ts); this is the delivery and the answer as
 * that transport gives it: responses in the order the requests came, one as an object, several as
 * an array.
 *
 * A POST's messages cannot meet another's: the server is lent again only when every request it
 * was given has been answered (`answered`), so a late handler — a batch that repeats an id — can never
 * answer into the next POST, and the next caller's key is never seen by this one's handlers.
 */
export class ExchangeTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport["onmessage"];
  private pending: Pending | null = null;

  async start(): Promise<void> {}

  async close(): Promise<void> {
    this.onclose?.();
  }

  /** Delivers one POST's messages (checked: jsonrpc.ts, post-checks.ts) to the server. */
  exchange(messages: readonly JSONRPCMessage[]): Exchange {
    if (this.pending) throw new Error("a pooled tool server was given a POST while it still served one");
    const requests = messages.filter(isRequest);
    const notified = messages.some(isNotification);
    if (requests.length === 0) {
      this.deliver(messages);
      return { answer: Promise.resolve({ status: 202, body: null }), answered: Promise.resolve(), notified };
    }
    let resolve!: (answer: Answer) => void;
    let settle!: () => void;
    const answer = new Promise<Answer>((r) => (resolve = r));
    const answered = new Promise<void>((r) => (settle = r));
    this.pending = {
      responses: new Map(requests.map((r) => [r.id, undefined])),
      unanswered: requests.length,
      answered: false,
      resolve,
      settle,
    };
    this.deliver(messages);
    return { answer, answered, notified };
  }

  async send(message: JSONRPCMessage): Promise<void> {
    // No stream to carry the server's own notifications or requests (stateless, no GET): the SDK's
    // transport drops them in JSON response mode too.
    if (!isResponse(message)) return;
    const id = message.id;
    // The SDK's server answers every request with its id; the SDK's transport refuses the rest too.
    if (id === undefined)
      throw new Error("Cannot send a response on a standalone SSE stream unless resuming a previous client request");
    const pending = this.pending;
    if (!pending) throw noConnection(id);
    pending.unanswered--;
    try {
      if (pending.answered || !pending.responses.has(id)) throw noConnection(id);
      pending.responses.set(id, message);
      const responses = [...pending.responses.values()];
      if (responses.every((r) => r !== undefined)) {
        pending.answered = true;
        pending.resolve({
          status: 200,
          body: encodeAnswer(responses.length === 1 ? responses[0]! : (responses as JSONRPCMessage[])),
        });
      }
    } finally {
      if (pending.unanswered === 0) {
        this.pending = null;
        pending.settle();
      }
    }
  }

  private deliver(messages: readonly JSONRPCMessage[]): void {
    // No request info: nothing the server runs reads the HTTP request (the route has handled it).
    for (const message of messages) this.onmessage?.(message);
  }
}

/** The SDK transport's error for a response it has no request for. */
const noConnection = (id: RequestId) => new Error(`No connection established for request ID: ${String(id)}`);
