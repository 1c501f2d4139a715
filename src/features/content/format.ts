import type { Locale } from '@/i18n/routing'

/**
 * Dates in the spec's formats: YYYY/MM/DD by default, the Chinese long form (2024年3月18日) on
 * Chinese detail pages; "Date Error" for anything that is not a date.
 */
export function formatDate(value: string | null | undefined, locale: Locale, long = false): string {
  const d = value ? new Date(value) : null
  if (!d || Number.isNaN(d.getTime())) return 'Date Error'
  // Dates are stored as midnight in China; read them in that zone so the day never shifts.
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(d)
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? ''
  if (long && locale === 'zh') return `${get('year')}年${Number(get('month'))}月${Number(get('day'))}日`
  if (long && locale === 'en') {
    return new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', dateStyle: 'long' }).format(d)
  }
  return `${get('year')}/${get('month')}/${get('day')}`
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
