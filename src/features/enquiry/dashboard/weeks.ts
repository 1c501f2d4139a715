/**
 * The dashboard's weeks: Monday 00:00 to Monday 00:00 in the site's time zone, the current week
 * (still running) last. Computed as instants so the database compares them with its timestamps;
 * a time zone with daylight saving gets its 23- and 25-hour days right.
 */
import { instantOf, wallClock } from '../zoned-time'

export const DASHBOARD_WEEKS = 12

const DAY = 24 * 3600 * 1000

/** The instant of midnight starting a calendar day (given as a UTC date) in the zone. */
function zonedMidnight(calendarDay: number, timeZone: string): number {
  const d = new Date(calendarDay)
  return instantOf(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), 0, timeZone)
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
