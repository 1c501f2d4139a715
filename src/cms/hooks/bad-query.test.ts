import type { AfterErrorHookArgs } from 'payload'
import { describe, expect, it } from 'vitest'
import { badQueryIs400 } from './bad-query'

const run = (error: object, method = 'GET', language = 'zh') =>
  badQueryIs400({ error, req: { method, i18n: { language } } } as unknown as AfterErrorHookArgs)

const driver = (cause: string) =>
  Object.assign(new Error('Failed query: select count(*) from "news" where ("news"."id" in (?, ?))'), {
    cause: new Error(cause),
  })

describe('badQueryIs400', () => {
  it.each([
    driver('Only finite numbers (not Infinity or NaN) can be passed as arguments'),
    driver('undefined cannot be passed as argument to the database'),
    driver('invalid input syntax for type integer: "NaN"'),
    driver('SQLITE_MISMATCH: datatype mismatch'),
    new TypeError('a.operators[M] is not a function'),
    new SyntaxError('Unexpected token \'a\', "abc" is not valid JSON'),
  ])('answers a read that fails on its query with a 400 in the request’s language (%s)', (error) => {
    expect(run(error)).toEqual({
      response: { errors: [{ message: '查询参数无效：有值与其字段的类型不符' }] },
      status: 400,
    })
    expect(run(error, 'GET', 'en')).toMatchObject({
      response: { errors: [{ message: 'Invalid query: a value does not fit its field' }] },
    })
  })

  it('leaves writes, other server errors and client errors as they are', () => {
    expect(run(driver('Only finite numbers'), 'POST')).toBeUndefined()
    expect(run(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBeUndefined()
    expect(run(new TypeError('x.y is not a function'))).toBeUndefined()
    expect(run(Object.assign(new Error('is not valid JSON'), { status: 403 }))).toBeUndefined()
  })
})
