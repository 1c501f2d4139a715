import { describe, expect, it } from 'vitest'
import { createTranslator } from 'next-intl'
import zh from '../../../messages/zh.json'
import en from '../../../messages/en.json'
import { pageTextSections } from './sections'
import { pageTextsFrom, withPageTexts } from './messages'

const at = (messages: object, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], messages)

describe('page texts', () => {
  it('name catalogue entries that exist in both languages as plain text', () => {
    for (const messages of [zh, en])
      for (const section of pageTextSections)
        for (const field of section.fields) {
          const value = at(messages, `${section.messages}.${field}`)
          expect(typeof value, `${section.messages}.${field}`).toBe('string')
          // An argument ({count}) would be lost on an editor who does not know the syntax.
          expect(value, `${section.messages}.${field}`).not.toMatch(/[{}<>]/)
        }
  })

  it('replace the built-in text where an editor wrote one, and only there', () => {
    const texts = { cases: { lead: '  新导语  ', description: '', title: null } }
    const merged = withPageTexts(zh, texts)
    const t = createTranslator({ locale: 'zh', messages: merged as typeof zh, namespace: 'pages.cases' })
    expect(t('lead')).toBe('新导语')
    expect(t('description')).toBe(zh.pages.cases.description)
    expect(t('title')).toBe(zh.pages.cases.title)
    // The shared catalogue is left as it was.
    expect(zh.pages.cases.lead).not.toBe('新导语')
  })

  it('keep what the editor typed as it is, characters of the message syntax included', () => {
    // The build precompiles the catalogue: a message that is a string is shown as it is.
    const typed = "It's {free} for <b>10</b> users"
    const merged = withPageTexts(en, { contactBand: { ctaText: typed } }) as typeof en
    expect(merged.pages.common.ctaText).toBe(typed)
  })

  it('start from the catalogue in the seed: stored and read back, the site shows the same texts', () => {
    for (const messages of [zh, en]) {
      const merged = withPageTexts(messages, pageTextsFrom(messages))
      for (const section of pageTextSections)
        expect(at(merged, section.messages), section.name).toEqual(at(messages, section.messages))
    }
  })
})
