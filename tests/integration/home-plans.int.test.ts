import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { getPlanHighlights } from '@/features/solutions/queries'
import { asVisitor, payloadForTests } from './helpers'

let payload: Payload
beforeAll(async () => {
  payload = await payloadForTests()
})

/** What the home page showed when it read every plan: recommended ones if three or more, else the first six. */
async function fromEveryPlan(locale: 'zh' | 'en') {
  const all = await payload.find({
    collection: 'solution-plans',
    where: { title: { exists: true } },
    sort: 'sort',
    pagination: false,
    depth: 0,
    ...asVisitor(locale),
  })
  const recommended = all.docs.filter((p) => p.isRecommend)
  return (recommended.length >= 3 ? recommended : all.docs).slice(0, 6).map((p) => p.id)
}

describe('the home page reads only the plans it shows', () => {
  it.each(['zh', 'en'] as const)('the same plans as a read of every plan (%s)', async (locale) => {
    const shown = await getPlanHighlights(locale, 'solution-plans')
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.length).toBeLessThanOrEqual(6)
    expect(shown.map((p) => p.id)).toEqual(await fromEveryPlan(locale))
  })

  it('falls back to the first six when fewer than three are recommended', async () => {
    const recommended = await payload.find({
      collection: 'solution-plans',
      where: { isRecommend: { equals: true } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const ids = recommended.docs.map((p) => p.id)
    const keep = ids.slice(0, 2)
    await payload.update({
      collection: 'solution-plans',
      where: { id: { in: ids.slice(2) } },
      data: { isRecommend: false },
      overrideAccess: true,
    })
    try {
      const shown = await getPlanHighlights('zh', 'solution-plans')
      expect(shown.map((p) => p.id)).toEqual(await fromEveryPlan('zh'))
      expect(shown.filter((p) => !keep.includes(p.id)).length).toBeGreaterThan(0)
    } finally {
      await payload.update({
        collection: 'solution-plans',
        where: { id: { in: ids.slice(2) } },
        data: { isRecommend: true },
        overrideAccess: true,
      })
    }
  })
})
