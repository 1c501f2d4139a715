import { describe, expect, it } from 'vitest'
import { isTimeZone } from '../zoned-time'
import { weekStarts } from './weeks'

describe('weekStarts', () => {
  it('gives twelve Mondays at midnight in Shanghai, the current week last', () => {
    // Wednesday 25 November 2026, 10:00 in Shanghai.
    const { starts, end } = weekStarts(new Date('2026-11-25T02:00:00Z'), 'Asia/Shanghai')
    expect(starts).toHaveLength(12)
    expect(starts.at(-1)).toBe('2026-11-22T16:00:00.000Z')
    expect(starts[0]).toBe('2026-09-06T16:00:00.000Z')
    expect(end).toBe('2026-11-29T16:00:00.000Z')
  })

  it('counts a Sunday evening in Shanghai in the week that began the Monday before', () => {
    // Sunday 29 November 2026, 23:30 in Shanghai (still Sunday in UTC too, 15:30).
    expect(weekStarts(new Date('2026-11-29T15:30:00Z'), 'Asia/Shanghai').starts.at(-1)).toBe(
      '2026-11-22T16:00:00.000Z',
    )
    // Monday 30 November, 00:30 in Shanghai: Sunday in UTC, but a new week on the site.
    expect(weekStarts(new Date('2026-11-29T16:30:00Z'), 'Asia/Shanghai').starts.at(-1)).toBe(
      '2026-11-29T16:00:00.000Z',
    )
  })

  it('follows daylight saving: a week of 167 hours', () => {
    // Europe/Berlin moves to summer time on Sunday 29 March 2026.
    const { starts, end } = weekStarts(new Date('2026-04-01T10:00:00Z'), 'Europe/Berlin', 2)
    expect(starts).toEqual(['2026-03-22T23:00:00.000Z', '2026-03-29T22:00:00.000Z'])
    expect(end).toBe('2026-04-05T22:00:00.000Z')
  })
})

describe('isTimeZone', () => {
  it('accepts IANA names and refuses anything else', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
    expect(isTimeZone('')).toBe(false)
    expect(isTimeZone(null)).toBe(false)
  })
})
