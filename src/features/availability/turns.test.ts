import { AsyncLocalStorage } from 'node:async_hooks'
import { EventEmitter } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageTurns } from './turns.mjs'

afterEach(() => vi.useRealTimers())

/** A request and its answer as the server hands them over: emitters with the fields turns reads. */
function exchange(method = 'GET', url = '/') {
  const req = Object.assign(new EventEmitter(), { method, url, destroyed: false })
  const res = Object.assign(new EventEmitter(), { destroyed: false })
  return { req: req as unknown as IncomingMessage, res: res as unknown as ServerResponse, raw: res }
}

describe('page reads take turns', () => {
  it('lets `limit` GETs in at once and the next one in when an answer is sent, in arrival order', () => {
    const turns = pageTurns({ limit: 2, holdMs: 60_000 })
    const started: number[] = []
    const xs = [0, 1, 2, 3].map(() => exchange())
    xs.forEach((x, i) => turns(x.req, x.res, () => started.push(i)))
    expect(started).toEqual([0, 1])
    xs[1].raw.emit('finish')
    expect(started).toEqual([0, 1, 2])
    // 'close' after 'finish' ends the same turn only once.
    xs[1].raw.emit('close')
    expect(started).toEqual([0, 1, 2])
    xs[0].raw.emit('close')
    expect(started).toEqual([0, 1, 2, 3])
  })

  it('starts a waiting request in its own async context, not in that of the answer that ended', () => {
    const turns = pageTurns({ limit: 1, holdMs: 60_000 })
    const store = new AsyncLocalStorage<string>()
    const seen: (string | undefined)[] = []
    const [a, b] = [exchange(), exchange()]
    store.run('a', () => turns(a.req, a.res, () => seen.push(store.getStore())))
    store.run('b', () => turns(b.req, b.res, () => seen.push(store.getStore())))
    // `a` finishes inside its own context (as its 'finish' event does): `b` still sees its own.
    store.run('a', () => a.raw.emit('finish'))
    expect(seen).toEqual(['a', 'b'])
  })

  it('never holds other methods or /healthz', () => {
    const turns = pageTurns({ limit: 1, holdMs: 60_000 })
    const started: string[] = []
    turns(exchange().req, exchange().res, () => started.push('page'))
    for (const [method, url] of [
      ['POST', '/api/demandEmail'],
      ['PATCH', '/cms-api/news/1'],
      ['GET', '/healthz'],
    ])
      turns(exchange(method, url).req, exchange(method, url).res, () => started.push(`${method} ${url}`))
    expect(started).toEqual(['page', 'POST /api/demandEmail', 'PATCH /cms-api/news/1', 'GET /healthz'])
  })

  it('skips a visitor who left while waiting, and takes a turn back after holdMs', () => {
    vi.useFakeTimers()
    const turns = pageTurns({ limit: 1, holdMs: 5_000 })
    const started: number[] = []
    const [a, gone, c] = [exchange(), exchange(), exchange()]
    turns(a.req, a.res, () => started.push(0))
    turns(gone.req, gone.res, () => started.push(1))
    turns(c.req, c.res, () => started.push(2))
    ;(gone.raw as unknown as { destroyed: boolean }).destroyed = true
    // `a` never finishes (a client that stopped reading): its turn ends after 5 s anyway.
    vi.advanceTimersByTime(4_999)
    expect(started).toEqual([0])
    vi.advanceTimersByTime(1)
    expect(started).toEqual([0, 2])
  })
})
