import type { DigestFrequency } from "../../db/types";
import {
  addDays,
  formatLocalDate,
  localDateTime,
  parseLocalDate,
  weekdayOf,
  zonedInstant,
  type LocalDate,
} from "../../platform/time-zones";

/*
 * When digests fall due (docs/digest.md): at 08:00 on the member's wall clock, every day (daily)
 * or every Monday (weekly). A period is named by its frequency and the local date of the 08:00 it
 * fell due at (`weekly:2026-03-02`); the digests table keys one row per member and period on it.
 * Times come from Intl (platform/time-zones.ts), so a week across a change of daylight saving
 * time is 167 or 169 hours, and 08:00 stays 08:00.
 */

/** The local hour digests go at. */
export const DIGEST_HOUR = 8;
/** The zone of a member who has not chosen one. */
export const DEFAULT_TIME_ZONE = "UTC";

export type SendingFrequency = Exclude<DigestFrequency, "off">;
export const SENDING_FREQUENCIES: readonly SendingFrequency[] = ["weekly", "daily"];

/** One period of a member's digest in their zone. */
export interface DigestSlot {
  frequency: SendingFrequency;
  timeZone: string;
  /** `weekly:YYYY-MM-DD` or `daily:YYYY-MM-DD`. */
  period: string;
  /** The local date it falls due on (a Monday, for weekly). */
  date: LocalDate;
  /** 08:00 local on `date`: the end of what this digest covers. */
  dueAt: Date;
  /** The 08:00 the period before fell due at: the start of what it covers, at the earliest. */
  previousDueAt: Date;
  /** The next period's 08:00. */
  nextDueAt: Date;
}

const stepDays = (f: SendingFrequency) => (f === "weekly" ? 7 : 1);

/** The slot of `frequency` falling due on `date` in `timeZone` (`date` a Monday for weekly). */
export function slotOn(frequency: SendingFrequency, timeZone: string, date: LocalDate): DigestSlot {
  const step = stepDays(frequency);
  const at = (d: LocalDate) => zonedInstant(d, DIGEST_HOUR, 0, timeZone);
  return {
    frequency,
    timeZone,
    period: `${frequency}:${formatLocalDate(date)}`,
    date,
    dueAt: at(date),
    previousDueAt: at(addDays(date, -step)),
    nextDueAt: at(addDays(date, step)),
  };
}

/** The latest slot of `frequency` that has fallen due in `timeZone` by `now` (its 08:00 ≤ now). */
export function latestSlot(frequency: SendingFrequency, timeZone: string, now: Date): DigestSlot {
  const local = localDateTime(now, timeZone);
  const today: LocalDate = { year: local.year, month: local.month, day: local.day };
  // Weekly: this week's Monday; daily: today.
  let date = frequency === "weekly" ? addDays(today, 1 - local.weekday) : today;
  let slot = slotOn(frequency, timeZone, date);
  if (slot.dueAt.getTime() > now.getTime()) {
    date = addDays(date, -stepDays(frequency));
    slot = slotOn(frequency, timeZone, date);
  }
  return slot;
}

/** The slot a period names, or null when the name is not one (`weekly:` must name a Monday). */
export function slotOfPeriod(period: string, timeZone: string): DigestSlot | null {
  const [frequency, day] = period.split(":");
  if ((frequency !== "weekly" && frequency !== "daily") || !day) return null;
  const date = parseLocalDate(day);
  if (!date || (frequency === "weekly" && weekdayOf(date) !== 1)) return null;
  return slotOn(frequency, timeZone, date);
}
