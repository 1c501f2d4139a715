/**
 * Working hours: Monday to Friday, 09:00 to 18:00 on the clock of a time zone (the team-chat
 * settings' zone, Asia/Shanghai by default). Public holidays are not known here.
 *
 * Pure: wall-clock times are read and made with Intl, so any IANA zone works, daylight saving
 * included (a working day that loses or gains an hour counts what the clock really passes).
 */
const DAY_START = 9
const DAY_END = 18
const HOUR = 3_600_000

type Wall = {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  weekday: number
}

const formats = new Map<string, Intl.DateTimeFormat>()

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    })
    formats.set(timeZone, f)
  }
  return f
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** The wall clock in `timeZone` at `ms` (weekday 0 = Sunday). */
function wallClock(ms: number, timeZone: string): Wall {
  const parts: Record<string, string> = {}
  for (const p of formatFor(timeZone).formatToParts(ms)) parts[p.type] = p.value
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday),
  }
}

/** The instant when the clock in `timeZone` shows `hour`:00 on the given date (month 1-12). */
function instantOf(year: number, month: number, day: number, hour: number, timeZone: string): number {
  const asUtc = Date.UTC(year, month - 1, day, hour)
  // The zone's offset at a guess, then again at the result (they differ across a DST change).
  let ms = asUtc
  for (let i = 0; i < 2; i++) {
    const w = wallClock(ms, timeZone)
    const offset = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - ms
    ms = asUtc - offset
  }
  return ms
}

/** True when `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}

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
