/* How long sign-in links and sessions last (docs/web.md "Sign-in"). */

export const MINUTE = 60_000;
export const DAY = 86_400_000;
export const SIGN_IN_LINK_TTL_MS = 15 * MINUTE;
/** A session unused this long ends. */
export const SESSION_IDLE_MS = 7 * DAY;
/** A session ends this long after sign-in, however much it is used. */
export const SESSION_ABSOLUTE_MS = 30 * DAY;
/** `last_seen_at` is written at most this often: the idle expiry need not be exact to the second. */
export const TOUCH_EVERY_MS = MINUTE;
