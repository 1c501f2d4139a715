import { describe, expect, it } from 'vitest'
import { isTimeZone } from '../zoned-time'
import { addWorkingHours } from './working-hours'

const SH = 'Asia/Shanghai'
/** A Shanghai wall-clock time (UTC+8, no daylight saving) as an instant. */
const sh = (iso: string) => new Date(`${iso}+08:00`)

// 2026-11-23 is a Monday.
describe('addWorkingHours (Mon-Fri 09:00-18:00)', () => {
  it('adds within one working day', () => {
    expect(addWorkingHours(sh('2026-11-23T10:15:00'), 4, SH)).toEqual(sh('2026-11-23T14:15:00'))
    expect(addWorkingHours(sh('2026-11-23T09:00:00'), 9, SH)).toEqual(sh('2026-11-23T18:00:00'))
  })

  it('carries the rest over the night to the next morning', () => {
    expect(addWorkingHours(sh('2026-11-24T16:30:00'), 4, SH)).toEqual(sh('2026-11-25T11:30:00'))
  })

  it('starts counting at 09:00 for an enquiry sent before it, or during the night', () => {
    expect(addWorkingHours(sh('2026-11-24T07:00:00'), 4, SH)).toEqual(sh('2026-11-24T13:00:00'))
    expect(addWorkingHours(sh('2026-11-24T23:59:00'), 4, SH)).toEqual(sh('2026-11-25T13:00:00'))
    expect(addWorkingHours(sh('2026-11-24T18:00:00'), 1, SH)).toEqual(sh('2026-11-25T10:00:00'))
  })

  it('skips the weekend', () => {
    // Friday 17:00 + 4 h: one hour on Friday, three on Monday.
    expect(addWorkingHours(sh('2026-11-27T17:00:00'), 4, SH)).toEqual(sh('2026-11-30T12:00:00'))
    // Saturday and Sunday count nothing.
    expect(addWorkingHours(sh('2026-11-28T11:00:00'), 4, SH)).toEqual(sh('2026-11-30T13:00:00'))
    expect(addWorkingHours(sh('2026-11-29T20:00:00'), 2, SH)).toEqual(sh('2026-11-30T11:00:00'))
  })

  it('spans several days, a month end and a year end', () => {
    // 20 h from Monday 09:00: Monday 9, Tuesday 9, Wednesday 2.
    expect(addWorkingHours(sh('2026-11-23T09:00:00'), 20, SH)).toEqual(sh('2026-11-25T11:00:00'))
    // Thursday 2026-12-31 15:00 + 5 h: three on the 31st, two on Friday 2027-01-01.
    expect(addWorkingHours(sh('2026-12-31T15:00:00'), 5, SH)).toEqual(sh('2027-01-01T11:00:00'))
  })

  it('reads the clock of the given zone, not the server’s', () => {
    // 2026-11-23 01:30 UTC is Monday 09:30 in Shanghai but still Sunday evening in New York.
    const start = new Date('2026-11-23T01:30:00Z')
    expect(addWorkingHours(start, 1, SH)).toEqual(new Date('2026-11-23T02:30:00Z'))
    // New York (UTC-5 in November): Monday 09:00 + 1 h = 15:00 UTC.
    expect(addWorkingHours(start, 1, 'America/New_York')).toEqual(new Date('2026-11-23T15:00:00Z'))
  })

  it('counts the clock across a daylight-saving change', () => {
    // Berlin moves to summer time on Sunday 2026-03-29; Friday 17:00 (UTC+1) + 2 h is Monday 10:00 (UTC+2).
    expect(addWorkingHours(new Date('2026-03-27T16:00:00Z'), 2, 'Europe/Berlin')).toEqual(
      new Date('2026-03-30T08:00:00Z'),
    )
  })

  it('knows a real zone from a typo', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true)
    expect(isTimeZone('Asia/Shanghia')).toBe(false)
  })
})
