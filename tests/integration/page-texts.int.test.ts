import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import zh from '../../messages/zh.json'
import en from '../../messages/en.json'
import { fillEmptyPageTexts } from '@/features/page-texts/fill'
import { payloadForTests } from './helpers'

/**
 * The page texts global at start (features/page-texts/fill.ts): a database that never saved it
 * gets the catalogue's texts in both languages; one the editors saved, even with a field emptied
 * on purpose, is left as they made it.
 */
let payload: Payload

beforeAll(async () => {
  payload = await payloadForTests()
})

const read = (locale: 'zh' | 'en') =>
  payload.findGlobal({ slug: 'page-copy', locale, fallbackLocale: false, depth: 0, overrideAccess: true })

describe('page texts at start', () => {
  it('hold the catalogue’s texts in both languages in a database that never saved them', async () => {
    expect((await read('zh')).cases?.lead).toBe(zh.pages.cases.lead)
    expect((await read('en')).cases?.lead).toBe(en.pages.cases.lead)
    expect((await read('en')).contactBand?.ctaTitle).toBe(en.pages.common.ctaTitle)
    expect((await read('zh')).modb_qa?.text).toBe(zh.pages.modb.items.qa.text)
  })

  it('are left alone once saved, an emptied field included', async () => {
    const before = await read('en')
    await payload.updateGlobal({
      slug: 'page-copy',
      locale: 'en',
      data: { cases: { ...before.cases, lead: '' } },
      overrideAccess: true,
    })
    try {
      expect(await fillEmptyPageTexts(payload)).toBe(false)
      expect((await read('en')).cases?.lead ?? '').toBe('')
    } finally {
      await payload.updateGlobal({
        slug: 'page-copy',
        locale: 'en',
        data: { cases: before.cases },
        overrideAccess: true,
      })
    }
  })
})
