/*
 * Wall-clock time in IANA time zones, through Intl (the same on Node and Workers): what date and
 * hour it is somewhere at an instant, and the instant a wall-clock time happens there, daylight
 * saving time included. Nothing here reads the clock; callers pass the instant.
 */

/** A calendar date, with no time zone of its own. */
export interface LocalDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

export interface LocalDateTime extends LocalDate {
  hour: number;
  minute: number;
  second: number;
  /** ISO: 1 is Monday, 7 is Sunday. */
  weekday: number;
}

/**
 * A zone name: letters first, then letters, digits, `_`, `+`, `-`, in `/`-separated parts (not an offset such as
 * `+05:00`).
 */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** Formatters are dear to build and a process sees few zones: one per zone, kept. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      weekday: "short",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * The zone's name as Intl spells it (`asia/tokyo` → `Asia/Tokyo`), or null when it is not an IANA
 * time zone Intl knows.
 */
export function resolveTimeZone(name: string): string | null {
  const trimmed = name.trim();
  if (!ZONE_NAME.test(trimmed) || trimmed.length > 64) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Every zone a member can choose, sorted: Intl's list, with `UTC` (which some engines leave out of it). */
export function timeZoneNames(): string[] {
  const names = new Set(Intl.supportedValuesOf("timeZone"));
  names.add("UTC");
  return [...names].sort();
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The wall-clock date and time in `timeZone` at `instant`. */
export function localDateTime(instant: Date, timeZone: string): LocalDateTime {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) {
    if (p.type === "weekday") out.weekday = WEEKDAYS[p.value] ?? 0;
    else if (p.type !== "literal") out[p.type] = Number(p.value);
  }
  return {
    year: out.year!,
    month: out.month!,
    day: out.day!,
    hour: out.hour!,
    minute: out.minute!,
    second: out.second!,
    weekday: out.weekday!,
  };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms (whole seconds). */
function offsetAt(instantMs: number, timeZone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  const l = localDateTime(new Date(whole), timeZone);
  return Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second) - whole;
}

/**
 * The instant `timeZone`'s wall clock shows `date` at `hour:minute`. A time that happens twice
 * (clocks going back) is its first; one that does not happen (clocks going forward) is read
 * with the offset before the change, so it lands just after the gap, as a clock would show it.
 */
export function zonedInstant(date: LocalDate, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const DAY = 86_400_000;
  const before = wall - offsetAt(wall - DAY, timeZone);
  const after = wall - offsetAt(wall + DAY, timeZone);
  const shows = (t: number) => t + offsetAt(t, timeZone) === wall;
  const candidates = [before, after].filter(shows).sort((a, b) => a - b);
  return new Date(candidates[0] ?? before);
}

/** `date` moved by `days` calendar days. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** `YYYY-MM-DD`. */
export function formatLocalDate(d: LocalDate): string {
  return `${String(d.year).padStart(4, "0")}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

/** The date of `YYYY-MM-DD`, or null when it is not one. */
export function parseLocalDate(s: string): LocalDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return null;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return formatLocalDate(addDays(date, 0)) === s ? date : null;
}

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date. */
export function weekdayOf(date: LocalDate): number {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return d === 0 ? 7 : d;
}
