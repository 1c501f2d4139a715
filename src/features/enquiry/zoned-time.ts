/**
 * Wall-clock time in an IANA time zone (the team-chat settings' zone, Asia/Shanghai by default),
 * read and made with Intl: the reminder's working hours and the dashboard's weeks. Daylight saving
 * included: a day that loses or gains an hour counts what the clock really passes.
 */
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

/** The wall clock in `timeZone` at the instant `ms` (month 1-12, weekday 0 = Sunday). */
export function wallClock(ms: number, timeZone: string): Wall {
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
export function instantOf(year: number, month: number, day: number, hour: number, timeZone: string): number {
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
