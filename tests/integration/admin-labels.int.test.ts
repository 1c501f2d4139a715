import type { Field, Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'
import { payloadForTests } from './helpers'

let payload: Payload
beforeAll(async () => {
  payload = await payloadForTests()
})

// A label the admin shows in either language: an object with both, or Payload's own (a function of
// its translations). A plain string is the field name Payload made up, shown untranslated.
const bilingual = (label: unknown) =>
  label === false ||
  typeof label === 'function' ||
  (typeof label === 'object' && label !== null && 'zh' in label && 'en' in label)

function untranslated(fields: Field[], at: string, out: string[]) {
  for (const field of fields) {
    const f = field as Field & {
      name?: string
      label?: unknown
      labels?: { singular?: unknown }
      hidden?: boolean
    }
    const where = `${at}.${f.name ?? f.type}`
    const admin = f.admin as { hidden?: boolean; disabled?: boolean } | undefined
    // Payload's own block name box shows a translated placeholder, not its label.
    if (f.hidden || admin?.hidden || admin?.disabled || f.name === 'blockName') continue
    if (f.name && !['row', 'collapsible', 'ui', 'tabs'].includes(f.type) && !bilingual(f.label))
      out.push(`${where}: label ${JSON.stringify(f.label)}`)
    if (f.type === 'array' && !bilingual(f.labels?.singular))
      out.push(`${where}: row label ${JSON.stringify(f.labels?.singular)}`)
    // A row with words of its own is named by them, not "Item 03" (components/admin/RowLabel).
    const worded =
      f.type === 'array' &&
      f.fields.some((x) => 'required' in x && x.required && ['text', 'textarea'].includes(x.type))
    if (worded && !f.admin?.components?.RowLabel) out.push(`${where}: rows not named by their words`)
    if ('fields' in f && Array.isArray(f.fields)) untranslated(f.fields, where, out)
    if (f.type === 'tabs')
      for (const tab of f.tabs) untranslated(tab.fields, `${where}.${'name' in tab ? tab.name : ''}`, out)
    if (f.type === 'blocks')
      for (const block of f.blocks) untranslated(block.fields, `${where}.${block.slug}`, out)
  }
  return out
}

it('every field and array row the admin shows is labelled in both languages', () => {
  const out: string[] = []
  for (const c of payload.config.collections.filter((c) => c.admin?.hidden !== true))
    untranslated(c.fields, c.slug, out)
  for (const g of payload.config.globals) untranslated(g.fields, g.slug, out)
  expect(out).toEqual([])
})
