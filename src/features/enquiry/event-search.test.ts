import type { Where } from 'payload'
import { describe, expect, it } from 'vitest'
import { withStatusNames } from './event-search'

const asStatus = (key: string, codes: string[]) => ({
  and: [{ field: { equals: 'status' } }, { [key]: { in: codes } }],
})

describe('withStatusNames', () => {
  it('lets a search for a status name, in either language, find the rows storing its code', () => {
    const where: Where = {
      or: [
        { 'enquiry.company': { like: '已联系' } },
        { from: { like: '已联系' } },
        { to: { like: '已联系' } },
      ],
    }
    expect(withStatusNames(where)).toEqual({
      or: [
        { 'enquiry.company': { like: '已联系' } },
        { and: [{ or: [{ from: { like: '已联系' } }, asStatus('from', ['contacted'])] }] },
        { and: [{ or: [{ to: { like: '已联系' } }, asStatus('to', ['contacted'])] }] },
      ],
    })
    expect(withStatusNames({ to: { contains: 'WON' } })).toEqual({
      and: [{ or: [{ to: { contains: 'WON' } }, asStatus('to', ['won'])] }],
    })
  })

  it('matches part of a name, and every status it names', () => {
    // "已" is in 已联系 and 已确认需求.
    expect(withStatusNames({ from: { like: '已' } })).toEqual({
      and: [{ or: [{ from: { like: '已' } }, asStatus('from', ['contacted', 'qualified'])] }],
    })
  })

  it('leaves other searches, fields and operators as they were', () => {
    const where: Where = {
      and: [
        { enquiry: { equals: 7 } },
        { or: [{ from: { like: 'Alice' } }, { to: { equals: 'Contacted' } }] },
      ],
    }
    expect(withStatusNames(where)).toEqual(where)
    expect(withStatusNames({ from: { like: '  ' } })).toEqual({ from: { like: '  ' } })
  })

  it('keeps a where that has both its own "and" and a widened field', () => {
    const where: Where = { and: [{ field: { equals: 'status' } }], to: { like: 'lost' } }
    expect(withStatusNames(where)).toEqual({
      and: [{ field: { equals: 'status' } }, { or: [{ to: { like: 'lost' } }, asStatus('to', ['lost'])] }],
    })
  })
})
