import { instantOf, wallClock } from '../zoned-time'

/**
 * Working hours: Monday to Friday, 09:00 to 18:00 on the clock of a time zone (the team-chat
 * settings' zone, Asia/Shanghai by default). Public holidays are not known here. The wall-clock
 * arithmetic is ../zoned-time.ts.
 */
const DAY_START = 9
const DAY_END = 18
const HOUR = 3_600_000

/**
 * The moment `hours` working hours after `start`. Time outside working hours does not count:
 * an enquiry sent on Friday at 17:00 with 4 hours is due on Monday at 12:00.
 */
export function addWorkingHours(start: Date, hours: number, timeZone: string): Date {
  let remaining = Math.max(0, hours) * HOUR
  let cursor = start.getTime()
  // Each turn reaches the start of a working day or ends within one: bounded by the days spanned.
  for (;;) {
    const w = wallClock(cursor, timeZone)
    const weekend = w.weekday === 0 || w.weekday === 6
    if (weekend || w.hour >= DAY_END) {
      // On to 09:00 of the next day (Date.UTC rolls the month and the year over).
      const next = new Date(Date.UTC(w.year, w.month - 1, w.day + 1))
      cursor = instantOf(
        next.getUTCFullYear(),
        next.getUTCMonth() + 1,
        next.getUTCDate(),
        DAY_START,
        timeZone,
      )
      continue
    }
    if (w.hour < DAY_START) {
      cursor = instantOf(w.year, w.month, w.day, DAY_START, timeZone)
      continue
    }
    const dayEnd = instantOf(w.year, w.month, w.day, DAY_END, timeZone)
    if (remaining <= dayEnd - cursor) return new Date(cursor + remaining)
    remaining -= dayEnd - cursor
    cursor = dayEnd
  }
}
