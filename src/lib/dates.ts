/**
 * Date formatting (spec sections 8 and 9): the default form YYYY/MM/DD and the Chinese long form
 * YYYY年MM月DD日. Input that is not a date formats as "Date Error". Calendar dates are read in
 * China Standard Time (the vendor's time zone) so server and browser agree.
 */
export type DateInput = Date | string | number | null | undefined

export const DATE_ERROR = 'Date Error'

const TIME_ZONE = 'Asia/Shanghai'

function parts(input: DateInput): { y: string; m: string; d: string } | null {
  if (input === null || input === undefined || input === '') return null
  const date = input instanceof Date ? input : new Date(typeof input === 'string' ? input.trim() : input)
  if (Number.isNaN(date.getTime())) return null
  const fmt = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  const out: Record<string, string> = {}
  for (const p of fmt.formatToParts(date)) out[p.type] = p.value
  return out.year && out.month && out.day ? { y: out.year, m: out.month, d: out.day } : null
}

/** YYYY/MM/DD (the default), or "Date Error". */
export function formatDate(input: DateInput): string {
  const p = parts(input)
  return p ? `${p.y}/${p.m}/${p.d}` : DATE_ERROR
}

/** YYYY年MM月DD日 (Chinese long form), or "Date Error". */
export function formatDateLong(input: DateInput): string {
  const p = parts(input)
  return p ? `${p.y}年${p.m}月${p.d}日` : DATE_ERROR
}

/** The form a page of the given language shows: long form in Chinese, default form otherwise. */
export function formatDateFor(locale: 'zh' | 'en', input: DateInput): string {
  return locale === 'zh' ? formatDateLong(input) : formatDate(input)
}

/** The machine-readable value for a <time dateTime> attribute (YYYY-MM-DD), or undefined. */
export function isoDate(input: DateInput): string | undefined {
  const p = parts(input)
  return p ? `${p.y}-${p.m}-${p.d}` : undefined
}
