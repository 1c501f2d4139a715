import { describe, expect, it } from 'vitest'
import { DATE_ERROR, formatDate, formatDuration } from './format'

describe('formatDate', () => {
  it('writes the default form YYYY/MM/DD in both languages', () => {
    expect(formatDate('2024-03-05T02:00:00.000Z', 'zh')).toBe('2024/03/05')
    expect(formatDate('2023-12-31T12:00:00+08:00', 'en')).toBe('2023/12/31')
  })
  it('reads calendar dates in China time', () => {
    // 20:00 UTC on 4 March is 04:00 on 5 March in Beijing.
    expect(formatDate('2024-03-04T20:00:00Z', 'zh')).toBe('2024/03/05')
  })
  it('writes the Chinese long form on Chinese pages only', () => {
    expect(formatDate('2024-03-05T02:00:00Z', 'zh', true)).toBe('2024年3月5日')
    expect(formatDate('2024-11-18T02:00:00Z', 'zh', true)).toBe('2024年11月18日')
    expect(formatDate('2024-03-05T02:00:00Z', 'en', true)).toBe('2024/03/05')
  })
  it('shows Date Error for anything that is not a date', () => {
    for (const bad of ['', '  ', 'not a date', null, undefined]) {
      expect(formatDate(bad, 'zh')).toBe(DATE_ERROR)
      expect(formatDate(bad, 'en', true)).toBe(DATE_ERROR)
    }
  })
})

describe('formatDuration', () => {
  it('writes m:ss or h:mm:ss', () => {
    expect(formatDuration(65)).toBe('1:05')
    expect(formatDuration(3725)).toBe('1:02:05')
    expect(formatDuration(0)).toBeNull()
  })
})
