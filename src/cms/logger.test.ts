import { Writable } from 'node:stream'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { cmsLogger } from './logger'

/** A logger built from the settings Payload gets, writing JSON lines into an array. */
function capture(level: Parameters<typeof cmsLogger>[0] = 'info') {
  const lines: Array<Record<string, unknown>> = []
  const out = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { logger: pino(cmsLogger(level).options, out), lines }
}

/** An error shaped as Payload's APIError reaches its logger (class names renamed in the bundle). */
const apiError = (status: number, message: string) =>
  Object.assign(new Error(message), { status, isPublic: status < 500, name: '' })

describe('the CMS logger', () => {
  it('logs a refused request (4xx) at info, with its status and message and no stack', async () => {
    const { logger, lines } = capture()
    logger.error({ err: apiError(403, 'You are not allowed to perform this action.') })
    logger.error({ err: apiError(400, '/events/x is still linked from the footer.') })
    // An APIError's message is not public by default; its status still says whose mistake it was.
    logger.error({ err: Object.assign(new Error('Bad request'), { status: 400, isPublic: false }) })
    await new Promise((r) => setImmediate(r))
    expect(lines).toHaveLength(3)
    expect(lines[2]).toMatchObject({ level: 30, status: 400, msg: 'Bad request' })
    expect(lines[0]).toMatchObject({
      level: 30,
      status: 403,
      msg: 'You are not allowed to perform this action.',
    })
    expect(lines[1]).toMatchObject({ level: 30, status: 400 })
    for (const line of lines) expect(JSON.stringify(line)).not.toContain('stack')
  })

  it('logs a refused GraphQL query at info: the status is on the error it wraps', async () => {
    const { logger, lines } = capture()
    const graphQLError = (status: number | undefined, message: string) =>
      Object.assign(new Error(message), {
        name: 'GraphQLError',
        path: ['Users'],
        originalError: Object.assign(new Error(message), { status }),
      })
    logger.error({ err: graphQLError(403, 'You are not allowed to perform this action.') })
    logger.error({ err: graphQLError(undefined, 'Cannot read properties of undefined') })
    logger.error({ err: graphQLError(500, 'database is locked') })
    await new Promise((r) => setImmediate(r))
    expect(lines.map((l) => l.level)).toEqual([30, 50, 50])
    expect(lines[0]).toMatchObject({ status: 403, msg: 'You are not allowed to perform this action.' })
  })

  it('keeps server errors at error, with the stack', async () => {
    const { logger, lines } = capture()
    logger.error({ err: apiError(500, 'database is locked') })
    logger.error({ err: new Error('plain failure') })
    logger.error('a message only')
    await new Promise((r) => setImmediate(r))
    expect(lines.map((l) => l.level)).toEqual([50, 50, 50])
    expect((lines[0].err as { stack?: string }).stack).toContain('database is locked')
    expect(lines[2].msg).toBe('a message only')
  })

  it('honours the configured level: a refusal is not written when only errors are', async () => {
    const { logger, lines } = capture('error')
    logger.error({ err: apiError(404, 'Not Found') })
    logger.error({ err: apiError(503, 'unavailable') })
    await new Promise((r) => setImmediate(r))
    expect(lines.map((l) => l.level)).toEqual([50])
  })
})
