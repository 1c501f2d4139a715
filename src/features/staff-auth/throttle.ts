import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { redis, redisKey, type Redis } from '@/lib/redis'

/**
 * Throttling of staff sign-in and password-reset requests, by client address (and address +
 * account), never by account alone: an account is never locked against its owner, who signs in
 * from another address while a guesser waits out a growing delay.
 *
 * Each rule counts attempts in a window. The first `free` attempts pass; after each further one
 * the key is blocked for a delay that doubles (base, 2×base, 4×base …, at most `maxDelaySec`).
 * A blocked key is answered 429 without being counted, so the delay grows only with attempts
 * actually checked. Counted in Redis when REDIS_URL is set (one count for every instance), in
 * this process's memory otherwise, and in memory while Redis does not answer.
 */
export type Rule = {
  name: string
  /** Attempts within the window that pass without delay. */
  free: number
  windowSec: number
  baseDelaySec: number
  maxDelaySec: number
}

/** Sign-in: consecutive failed attempts of one address on one account… */
export const SIGN_IN_ACCOUNT: Rule = {
  name: 'sign-in-account',
  free: 5,
  windowSec: 24 * 3600,
  baseDelaySec: 2,
  maxDelaySec: 3600,
}
/** …and of one address on any account (one address trying many accounts). */
export const SIGN_IN_ADDRESS: Rule = {
  name: 'sign-in-address',
  free: 20,
  windowSec: 3600,
  baseDelaySec: 30,
  maxDelaySec: 3600,
}
/** Password-reset requests of one address (each one writes a token and queues a mail). */
export const RESET_ADDRESS: Rule = {
  name: 'reset-address',
  free: 5,
  windowSec: 900,
  baseDelaySec: 60,
  maxDelaySec: 3600,
}

/** Seconds a key is blocked after its n-th counted attempt: none within the free ones, then doubling. */
export function delayAfter(rule: Rule, attempts: number): number {
  if (attempts <= rule.free) return 0
  return Math.min(rule.baseDelaySec * 2 ** Math.min(attempts - rule.free - 1, 30), rule.maxDelaySec)
}

/** A rule's two counters: attempts in the window, and the current block (1 point = free). */
type Counters = { attempts: RateLimiterAbstract; blocks: RateLimiterAbstract }

const BLOCK_POINTS = 1
const memoryCounters = new Map<string, Counters>()
const redisCounters = new WeakMap<Redis, Map<string, Counters>>()

function inMemory(rule: Rule): Counters {
  let c = memoryCounters.get(rule.name)
  if (!c) {
    c = {
      attempts: new RateLimiterMemory({ points: Number.MAX_SAFE_INTEGER, duration: rule.windowSec }),
      blocks: new RateLimiterMemory({ points: BLOCK_POINTS, duration: 1 }),
    }
    memoryCounters.set(rule.name, c)
  }
  return c
}

function inRedis(rule: Rule, client: Redis): Counters {
  let byRule = redisCounters.get(client)
  if (!byRule) redisCounters.set(client, (byRule = new Map()))
  let c = byRule.get(rule.name)
  if (!c) {
    const memory = inMemory(rule)
    const common = { storeClient: client, useRedisPackage: true, rejectIfRedisNotReady: true }
    c = {
      attempts: new RateLimiterRedis({
        ...common,
        keyPrefix: redisKey('throttle', rule.name, 'attempts'),
        points: Number.MAX_SAFE_INTEGER,
        duration: rule.windowSec,
        // While Redis does not answer, this process counts on its own instead of failing.
        insuranceLimiter: memory.attempts,
      }),
      blocks: new RateLimiterRedis({
        ...common,
        keyPrefix: redisKey('throttle', rule.name, 'blocks'),
        points: BLOCK_POINTS,
        duration: 1,
        insuranceLimiter: memory.blocks,
      }),
    }
    byRule.set(rule.name, c)
  }
  return c
}

async function countersFor(rule: Rule): Promise<Counters> {
  const connecting = redis()
  if (!connecting) return inMemory(rule)
  try {
    return inRedis(rule, await connecting)
  } catch {
    return inMemory(rule)
  }
}

export type Check = { rule: Rule; key: string }
export type Verdict = { limited: false } | { limited: true; retryAfterSec: number }

/**
 * One attempt on the given keys: refused (429) while any of them is blocked; otherwise counted
 * on each, and a key past its free attempts is blocked for its next delay.
 */
export async function attempt(checks: Check[]): Promise<Verdict> {
  const counters = await Promise.all(checks.map((c) => countersFor(c.rule)))
  let retryAfterMs = 0
  await Promise.all(
    checks.map(async (c, i) => {
      const blocked = await counters[i].blocks.get(c.key)
      if (blocked && blocked.consumedPoints > BLOCK_POINTS)
        retryAfterMs = Math.max(retryAfterMs, blocked.msBeforeNext)
    }),
  )
  if (retryAfterMs > 0) return { limited: true, retryAfterSec: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
  await Promise.all(
    checks.map(async (c, i) => {
      const { consumedPoints } = await counters[i].attempts.penalty(c.key, 1)
      const delay = delayAfter(c.rule, consumedPoints)
      if (delay > 0) await counters[i].blocks.block(c.key, delay)
    }),
  )
  return { limited: false }
}

/** Forgets the attempts of a key (a successful sign-in clears its address + account count). */
export async function forget(check: Check): Promise<void> {
  const counters = await countersFor(check.rule)
  await Promise.all([counters.attempts.delete(check.key), counters.blocks.delete(check.key)])
}

/** Takes one attempt back (a successful sign-in is not held against its address). */
export async function giveBack(check: Check): Promise<void> {
  const counters = await countersFor(check.rule)
  await counters.attempts.reward(check.key, 1)
}
