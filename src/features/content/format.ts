import type { Locale } from '@/i18n/routing'

/** What a value that is not a date shows (spec section 8). */
export const DATE_ERROR = 'Date Error'

// Dates are stored as midnight in China; read them in that zone so the day never shifts, and
// server and browser agree.
const chinaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/**
 * The one date formatter (spec section 9): YYYY/MM/DD by default; `long` gives the Chinese long
 * form (2024年3月18日) on Chinese pages, the default form on English ones (the spec has no
 * English long form). Anything that is not a date shows "Date Error".
 */
export function formatDate(value: string | null | undefined, locale: Locale, long = false): string {
  const d = value?.trim() ? new Date(value.trim()) : null
  if (!d || Number.isNaN(d.getTime())) return DATE_ERROR
  const parts = chinaDay.formatToParts(d)
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? ''
  const [year, month, day] = [get('year'), get('month'), get('day')]
  if (long && locale === 'zh') return `${year}年${Number(month)}月${Number(day)}日`
  return `${year}/${month}/${day}`
}

/** Seconds as m:ss or h:mm:ss. */
export function formatDuration(seconds: number | null | undefined): string | null {
  if (!seconds || seconds < 0) return null
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = Math.floor(seconds % 60)
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m)
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`
}
