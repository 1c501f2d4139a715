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

  it('leaves server errors and private errors opaque', () => {
    expect(run({ isPublic: true, status: 500, data: { secret: 1 } }).first.data).toBeUndefined()
    expect(run({ isPublic: false, status: 400, data: { secret: 1 } }).first.data).toBeUndefined()
  })
})
