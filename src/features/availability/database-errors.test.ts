import { expect, it } from 'vitest'
import { isDatabaseUnavailable } from './database-errors'

it('recognises an unreachable database through wrapping errors, and nothing else', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
  expect(isDatabaseUnavailable(new Error('Failed query: select …', { cause: refused }))).toBe(true)
  expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true)
  expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'SQLITE_CANTOPEN' }))).toBe(true)
  expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
  expect(
    isDatabaseUnavailable(new Error('Error: cannot begin transaction: connect ECONNREFUSED 127.0.0.1:5432')),
  ).toBe(true)
  expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false)
  expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false)
  expect(isDatabaseUnavailable(null)).toBe(false)
})
