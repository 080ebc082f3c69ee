import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { STATUS_BY_CODE, type ErrorCode, type ErrorEnvelope } from "../errors";
import type { Logger } from "../platform/logger";
import { newRequestId } from "./request-id";

/**
 * Requests Node's HTTP parser refuses never reach the app, and Node answers them with a bare status
 * and no body. This answers them as the app answers everything else (decisions 2): the error
 * envelope with a request id, `X-Request-Id`, `nosniff`, and `Connection: close`, since a stream
 * the parser has given up on cannot carry another request.
 */
export function answerClientErrors(
  server: { on(event: "clientError", listener: (err: Error, socket: Duplex) => void): unknown },
  logger?: Logger,
): void {
  server.on("clientError", (err, socket) => {
    const { code, reason } = err as Error & { code?: string; reason?: string };
    // A reset peer cannot read an answer; a socket already ended has had its one (the parser
    // may report the same error again as more bytes arrive).
    if (code === "ECONNRESET" || !socket.writable || socket.writableEnded || responseStarted(socket)) {
      socket.destroy();
      return;
    }
    const { error, message } = refusal(code, reason);
    const status = STATUS_BY_CODE[error];
    const requestId = newRequestId();
    // The reason only: err.rawPacket holds the client's bytes (its credentials too), never logged.
    logger?.info("request refused by the HTTP parser", { requestId, status, code, reason });
    const envelope: ErrorEnvelope = { error: { code: error, message, requestId } };
    const body = JSON.stringify(envelope);
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      "Content-Type: application/json",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Connection: close",
      `X-Request-Id: ${requestId}`,
      "X-Content-Type-Options: nosniff",
    ].join("\r\n");
    socket.end(`${head}\r\n\r\n${body}`, () => socket.destroy());
  });
}

/**
 * Node's own rule: a pipelined request's answer whose bytes have begun to go out must not be
 * interleaved with ours, or the client would read garbage. The socket is simply dropped then.
 */
function responseStarted(socket: Duplex): boolean {
  const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  return Boolean(inFlight?.headersSent);
}

/**
 * Node's error codes, as our status and code. Headers too large are 431 (decisions 2); a request
 * not received in time and chunk extensions too large keep Node's 408 and 413; anything else the
 * parser refuses is 400.
 * llhttp's reason ("Invalid header value char", "Duplicate Content-Length") is a fixed text, never
 * the client's bytes, so it can be quoted to say what was wrong.
 */
function refusal(code: string | undefined, reason: string | undefined): { error: ErrorCode; message: string } {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return { error: "headers_too_large", message: "The request's headers are too large." };
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return { error: "payload_too_large", message: "The request body's chunk extensions are too large." };
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return { error: "request_timeout", message: "The request was not received in time." };
    default:
      return { error: "bad_request", message: `The request is not valid HTTP${reason ? `: ${reason}` : ""}.` };
  }
}
