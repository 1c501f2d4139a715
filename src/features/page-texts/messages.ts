import type { AbstractIntlMessages } from 'next-intl'
import { pageTextSections } from './sections'

/** The global's data (or any object shaped like it): groups named after the sections. */
type Texts = object | null | undefined

function at(messages: AbstractIntlMessages, path: string): AbstractIntlMessages | undefined {
  let node: unknown = messages
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key]
  return node && typeof node === 'object' ? (node as AbstractIntlMessages) : undefined
}

/**
 * The catalogue with the editors' page texts in place of the built-in ones: only non-empty texts
 * replace, and only entries the catalogue has as plain text. The catalogue itself is not changed
 * (it is the module shared by every request). The text goes in as typed: next.config.ts has the
 * catalogue precompiled, and a precompiled message that is a string is shown as it is, so braces,
 * angle brackets and apostrophes mean nothing (page-texts.spec.ts shows one on a page).
 */
export function withPageTexts(messages: AbstractIntlMessages, texts: Texts): AbstractIntlMessages {
  if (!texts) return messages
  const merged = structuredClone(messages)
  for (const section of pageTextSections) {
    const edited = (texts as Record<string, unknown>)[section.name] as
      Record<string, unknown> | null | undefined
    const target = at(merged, section.messages)
    if (!edited || !target) continue
    for (const field of section.fields) {
      const value = edited[field]
      if (typeof value === 'string' && value.trim() !== '' && typeof target[field] === 'string') {
        target[field] = value.trim()
      }
    }
  }
  return merged
}

/** The global's data as the catalogue says it: what the seed stores, so editors start from it. */
export function pageTextsFrom(messages: AbstractIntlMessages): Record<string, Record<string, string>> {
  const data: Record<string, Record<string, string>> = {}
  for (const section of pageTextSections) {
    const source = at(messages, section.messages)
    data[section.name] = Object.fromEntries(
      section.fields.flatMap((f) => (typeof source?.[f] === 'string' ? [[f, source[f] as string]] : [])),
    )
  }
  return data
}
