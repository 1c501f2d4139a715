/**
 * The dashboard's weeks: Monday 00:00 to Monday 00:00 in the site's time zone, the current week
 * (still running) last. Computed as instants so the database compares them with its timestamps;
 * a time zone with daylight saving gets its 23- and 25-hour days right.
 */
export const DASHBOARD_WEEKS = 12

const DAY = 24 * 3600 * 1000

const partsFormat = new Map<string, Intl.DateTimeFormat>()

/** The wall-clock date and time at an instant in a time zone. */
function wallClock(instant: number, timeZone: string) {
  let format = partsFormat.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    partsFormat.set(timeZone, format)
  }
  const parts = Object.fromEntries(
    format.formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]),
  )
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  }
}

/** How far the zone's clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone)
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000))
}

/** The instant of midnight starting a calendar day (given as a UTC date) in the zone. */
function zonedMidnight(calendarDay: number, timeZone: string): number {
  let instant = calendarDay - offsetAt(calendarDay, timeZone)
  // The offset at the guess may differ from the offset at midnight itself (a change in between).
  const corrected = calendarDay - offsetAt(instant, timeZone)
  if (corrected !== instant) instant = corrected
  return instant
}

/**
 * The starts of the last `count` weeks (oldest first) and the end of the current one, as ISO
 * instants, for a moment `now` in `timeZone`.
 */
export function weekStarts(
  now: Date,
  timeZone: string,
  count = DASHBOARD_WEEKS,
): { starts: string[]; end: string } {
  const today = wallClock(now.getTime(), timeZone)
  const day = Date.UTC(today.year, today.month - 1, today.day)
  // getUTCDay: Sunday 0 … Saturday 6; weeks start on Monday.
  const monday = day - ((new Date(day).getUTCDay() + 6) % 7) * DAY
  const starts = Array.from({ length: count }, (_, i) =>
    new Date(zonedMidnight(monday - (count - 1 - i) * 7 * DAY, timeZone)).toISOString(),
  )
  return { starts, end: new Date(zonedMidnight(monday + 7 * DAY, timeZone)).toISOString() }
}

/** Whether the runtime knows the time zone (the setting is free text). */
export function isTimeZone(value: string | null | undefined): value is string {
  if (!value) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}
