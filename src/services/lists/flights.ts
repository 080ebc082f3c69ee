/*
 * Identical reads that have not started yet, done once. A request joins a flight with
 * its key only while that flight is still waiting (for the next turn of the event loop, for a
 * connection); the flight says when it starts, and later requests start a flight of their own.
 * So every answer comes from statements that began after its request arrived: a client reads
 * its own writes and nothing is served from before it asked. A failed flight fails its joiners
 * with the same error.
 */

/** Requests answered by one flight at most; more start another (bounds what one failure fails). */
export const MAX_JOINERS = 1_000;

interface Flight<T> {
  promise: Promise<T>;
  joiners: number;
}

export class Flights<T> {
  private readonly waiting = new Map<string, Flight<T>>();

  /**
   * The result of the waiting flight with this key, or of `work` run as a new one. `work` calls
   * `started` before its first statement: from then on it takes no joiners.
   */
  run(key: string, work: (started: () => void) => Promise<T>): Promise<T> {
    const open = this.waiting.get(key);
    if (open && open.joiners < MAX_JOINERS) {
      open.joiners++;
      return open.promise;
    }
    const flight: Flight<T> = { promise: null as unknown as Promise<T>, joiners: 1 };
    const started = () => {
      if (this.waiting.get(key) === flight) this.waiting.delete(key);
    };
    this.waiting.set(key, flight);
    let promise: Promise<T>;
    try {
      promise = work(started);
    } catch (err) {
      promise = Promise.reject(err);
    }
    flight.promise = promise.finally(started);
    return flight.promise;
  }

  /** Requests in the flights that still take joiners (tests, diagnostics). */
  get waitingRequests(): number {
    let n = 0;
    for (const f of this.waiting.values()) n += f.joiners;
    return n;
  }
}
