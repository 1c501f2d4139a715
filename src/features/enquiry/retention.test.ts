import { describe, expect, it, vi } from 'vitest'
import { RETENTION_QUEUE, RETENTION_TASK, retentionCutoff, runRetentionRound } from './retention'

describe('retention cut-off', () => {
  it('is exactly the given number of 24-hour days before now', () => {
    const now = new Date('2026-11-24T10:30:00.000Z')
    expect(retentionCutoff(now, 730).toISOString()).toBe('2024-11-24T10:30:00.000Z')
    expect(retentionCutoff(now, 1).toISOString()).toBe('2026-11-23T10:30:00.000Z')
  })

  it('counts days in UTC milliseconds, so a daylight-saving change does not move it', () => {
    // 30 March 2025: clocks in Europe went forward; the cut-off is still 24 h × days earlier.
    const now = new Date('2025-04-01T00:00:00.000Z')
    expect(now.getTime() - retentionCutoff(now, 3).getTime()).toBe(3 * 86_400_000)
  })

  it('keeps an enquiry made exactly at the cut-off (the purge deletes strictly older ones)', () => {
    const now = new Date('2026-11-24T00:00:00.000Z')
    const cutoff = retentionCutoff(now, 730)
    const createdAtCutoff = new Date(cutoff)
    expect(createdAtCutoff < cutoff).toBe(false)
    expect(new Date(cutoff.getTime() - 1) < cutoff).toBe(true)
  })

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s days', (days) => {
    expect(() => retentionCutoff(new Date(), days)).toThrow(RangeError)
  })

  it('refuses an invalid current time', () => {
    expect(() => retentionCutoff(new Date('not a date'), 730)).toThrow(RangeError)
  })
})

describe('retention round', () => {
  const fake = (waiting: number) => ({
    count: vi.fn().mockResolvedValue({ totalDocs: waiting }),
    jobs: {
      queue: vi.fn().mockResolvedValue({ id: 1 }),
      run: vi.fn().mockResolvedValue({ jobStatus: {} }),
    },
  })

  it('queues one purge and runs the maintenance queue', async () => {
    const payload = fake(0)
    await runRetentionRound(payload as never)
    expect(payload.jobs.queue).toHaveBeenCalledWith({
      task: RETENTION_TASK,
      queue: RETENTION_QUEUE,
      input: {},
    })
    expect(payload.jobs.run).toHaveBeenCalledWith(expect.objectContaining({ queue: RETENTION_QUEUE }))
  })

  it('does not queue a second purge while one is waiting, but still runs the queue', async () => {
    const payload = fake(1)
    await runRetentionRound(payload as never)
    expect(payload.jobs.queue).not.toHaveBeenCalled()
    expect(payload.jobs.run).toHaveBeenCalledTimes(1)
  })
})
