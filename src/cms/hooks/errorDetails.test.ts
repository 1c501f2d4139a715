import { describe, expect, it } from 'vitest'
import type { AfterErrorHookArgs } from 'payload'
import { keepValidationDetails } from './errorDetails'

const run = (error: object) => {
  const result = { errors: [{ message: 'The following field is invalid: to' }] }
  const out = keepValidationDetails({ error, result } as unknown as AfterErrorHookArgs)
  return { out, first: result.errors[0] as Record<string, unknown> }
}

describe('keepValidationDetails', () => {
  it('adds the field reasons of a public 400 to the REST answer', () => {
    const data = { errors: [{ path: 'to', message: 'Enter a path on this site' }] }
    const { out, first } = run({ isPublic: true, status: 400, name: 'ValidationError', data })
    expect(out).toBeTruthy()
    expect(first.data).toEqual(data)
  })

  it('keeps the message of a public 400 (the production bundle answers "An unknown error occurred")', () => {
    const { first } = run({ isPublic: true, status: 400, name: '', message: '/x 仍被页脚链接。', data: null })
    expect(first.message).toBe('/x 仍被页脚链接。')
  })

  it('leaves server errors and private errors opaque', () => {
    for (const error of [
      { isPublic: true, status: 500, message: 'secret', data: { secret: 1 } },
      { isPublic: false, status: 400, message: 'secret', data: { secret: 1 } },
    ]) {
      const { first } = run(error)
      expect(first.data).toBeUndefined()
      expect(first.message).not.toContain('secret')
    }
  })
})
