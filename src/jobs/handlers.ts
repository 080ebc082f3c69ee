import type { JobHandlers } from "./types";

/** Every job kind and its handler. Each handler must be safe to run twice. */
export const jobHandlers: JobHandlers = {};
