import { realSleeper, type Sleeper } from "../../platform/sleeper";
import type { Deadline } from "./deadline";

/*
 * A service's request pace across the whole process (the SEC asks for at most
 * 10 requests a second from one client, however many runs are under way). Each request takes the
 * next free turn, `1000 / perSecond` ms after the one before; taking a turn is synchronous, so
 * concurrent runs never share one. Waiting goes through the sleeper, which tests replace.
 */
export class RequestPacer {
  private nextTurn = -Infinity;

  constructor(
    readonly perSecond: number,
    private readonly sleeper: Sleeper = realSleeper,
  ) {}

  /**
   * Waits for this request's turn. False, with no turn taken, when the turn would come after the
   * deadline (the request is then not made).
   */
  async turn(deadline?: Deadline): Promise<boolean> {
    const now = this.sleeper.now();
    const at = Math.max(now, this.nextTurn);
    const wait = at - now;
    if (deadline && (deadline.expired || wait > deadline.remainingMs)) return false;
    this.nextTurn = at + 1000 / this.perSecond;
    if (wait <= 0) return true;
    const slept = deadline
      ? await deadline.race(
          this.sleeper.sleep(wait).then(() => true),
          false,
        )
      : await this.sleeper.sleep(wait).then(() => true);
    return slept;
  }
}

const shared = new Map<string, RequestPacer>();

/** The process's one pacer for a service (created at its first use): every run of the process shares it. */
export function sharedPacer(service: string, perSecond: number): RequestPacer {
  let p = shared.get(service);
  if (!p) {
    p = new RequestPacer(perSecond);
    shared.set(service, p);
  }
  return p;
}
