import { describe, expect, it } from 'vitest'
import { DATE_ERROR, formatDate, formatDateFor, formatDateLong, isoDate } from './dates'

describe('dates', () => {
  it('formats the default form YYYY/MM/DD', () => {
    expect(formatDate('2024-03-05T02:00:00.000Z')).toBe('2024/03/05')
    expect(formatDate(new Date('2023-12-31T12:00:00+08:00'))).toBe('2023/12/31')
    expect(formatDate(Date.UTC(2020, 0, 9, 4))).toBe('2020/01/09')
  })
  it('reads calendar dates in China time', () => {
    // 20:00 UTC on 4 March is 04:00 on 5 March in Beijing.
    expect(formatDate('2024-03-04T20:00:00Z')).toBe('2024/03/05')
  })
  it('formats the Chinese long form', () => {
    expect(formatDateLong('2024-03-05T02:00:00Z')).toBe('2024年03月05日')
    expect(formatDateFor('zh', '2024-03-05T02:00:00Z')).toBe('2024年03月05日')
    expect(formatDateFor('en', '2024-03-05T02:00:00Z')).toBe('2024/03/05')
  })
  it('shows Date Error for invalid input', () => {
    for (const bad of ['', 'not a date', null, undefined, Number.NaN, new Date('x')]) {
      expect(formatDate(bad)).toBe(DATE_ERROR)
      expect(formatDateLong(bad)).toBe(DATE_ERROR)
    }
    expect(isoDate('nope')).toBeUndefined()
    expect(isoDate('2024-03-05T02:00:00Z')).toBe('2024-03-05')
  })
})
