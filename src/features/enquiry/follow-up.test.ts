import { describe, expect, it } from 'vitest'
import { NotesLockedError, firstContact, followUpChanges, mergeNotes, refId } from './follow-up'

const now = new Date('2026-11-28T10:00:00.000Z')
const saved = [
  { id: 'a', body: 'Called, no answer', author: 5, at: '2026-11-27T09:00:00.000Z' },
  { id: 'b', body: 'Sent the brochure', author: 6, at: '2026-11-27T11:00:00.000Z' },
]

describe('first contact', () => {
  it('is set when the status first becomes a contact status', () => {
    for (const status of ['contacted', 'qualified', 'won', 'lost']) {
      expect(firstContact(status, null, now)).toBe(now.toISOString())
    }
  })
  it('is not set for new or spam, nor set again', () => {
    expect(firstContact('new', null, now)).toBeUndefined()
    expect(firstContact('spam', undefined, now)).toBeUndefined()
    expect(firstContact('won', '2026-11-01T00:00:00.000Z', now)).toBeUndefined()
  })
})

describe('notes', () => {
  const as = (mayEdit: boolean) => ({ author: 9, now, mayEdit })

  it('stamps a new note with its author and time, whatever the client sent', () => {
    const rows = mergeNotes(
      saved,
      [...saved, { id: 'c', body: 'Meeting on Monday', author: 1, at: '2020-01-01' }],
      as(false),
    )
    expect(rows[2]).toEqual({ id: 'c', body: 'Meeting on Monday', author: 9, at: now.toISOString() })
    expect(mergeNotes([], [{ body: 'First' }], as(false))[0]).toMatchObject({
      author: 9,
      at: now.toISOString(),
    })
  })

  it("keeps a saved note's author and time, for admins too", () => {
    const forged = saved.map((n) => ({ ...n, author: 1, at: '2020-01-01T00:00:00.000Z' }))
    expect(mergeNotes(saved, forged, as(false))).toEqual(saved)
    const edited = mergeNotes(saved, [{ ...forged[0]!, body: 'Corrected' }], as(true))
    expect(edited).toEqual([{ ...saved[0], body: 'Corrected' }])
  })

  it('refuses a changed or removed saved note from anyone who may not edit them', () => {
    expect(() => mergeNotes(saved, [{ ...saved[0]!, body: 'Changed' }, saved[1]!], as(false))).toThrow(
      NotesLockedError,
    )
    expect(() => mergeNotes(saved, [saved[1]!], as(false))).toThrow(NotesLockedError)
    expect(() => mergeNotes(saved, [], as(false))).toThrow(NotesLockedError)
    expect(mergeNotes(saved, [], as(true))).toEqual([])
  })
})

describe('history', () => {
  it('names each change of status and owner once, owners by id', () => {
    expect(
      followUpChanges({ status: 'new', owner: null }, { status: 'contacted', owner: { id: 4 } as never }),
    ).toEqual([
      { field: 'status', from: 'new', to: 'contacted' },
      { field: 'owner', from: null, to: '4' },
    ])
    expect(followUpChanges({ status: 'won', owner: 4 }, { status: 'won', owner: 4 })).toEqual([])
    expect(followUpChanges({ owner: 4 }, { owner: null })).toEqual([{ field: 'owner', from: '4', to: null }])
  })

  it('reads a relationship as its id', () => {
    expect(refId(3)).toBe(3)
    expect(refId({ id: 3 })).toBe(3)
    expect(refId(null)).toBeNull()
    expect(refId(undefined)).toBeNull()
  })
})
