import { describe, expect, it } from 'vitest'
import { MAIL_RUNNER_LIMIT, MAIL_RUNNER_MAX_RUNS, runMailRound } from './jobs'

/** A queue of `due` jobs; each run takes up to `limit` of them, as Payload's runner does. */
function fakeQueue(due: number) {
  const runs: number[] = []
  const payload = {
    logger: { info() {}, warn() {}, error() {} },
    jobs: {
      run: async ({ limit }: { limit: number }) => {
        const n = Math.min(limit, due)
        due -= n
        runs.push(n)
        return { jobStatus: Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i), {}])) }
      },
    },
  }
  return { payload: payload as unknown as Parameters<typeof runMailRound>[0], runs }
}

describe('mail runner round', () => {
  it('does nothing while the mail server refuses connections (the jobs wait, queued)', async () => {
    const q = fakeQueue(35)
    expect(await runMailRound(q.payload, async () => false)).toBe(0)
    expect(q.runs).toEqual([])
  })

  it('drains a backlog in back-to-back runs of 10 instead of 10 per round', async () => {
    const q = fakeQueue(35)
    expect(await runMailRound(q.payload, async () => true)).toBe(35)
    expect(q.runs).toEqual([10, 10, 10, 5])
  })

  it('stops after one run when nothing more is due, and bounds a round', async () => {
    const idle = fakeQueue(0)
    expect(await runMailRound(idle.payload, async () => true)).toBe(0)
    expect(idle.runs).toEqual([0])
    const huge = fakeQueue(10_000)
    expect(await runMailRound(huge.payload, async () => true)).toBe(MAIL_RUNNER_LIMIT * MAIL_RUNNER_MAX_RUNS)
  })

  it('makes one run per round while visitors keep the server busy', async () => {
    const q = fakeQueue(35)
    expect(await runMailRound(q.payload, async () => true, 1)).toBe(10)
    expect(q.runs).toEqual([10])
  })
})
