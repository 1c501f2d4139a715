import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import en from '../../messages/en.json'
import zh from '../../messages/zh.json'
import { pickClientMessages } from './client-messages'
import { formatMessage } from './format'

type Tree = { [key: string]: string | Tree }

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  )
}

// Values for every argument the client messages use, with counts that pick each plural form.
const valueSets = [
  { title: '证书', max: 100, q: 'MogDB', total: 1 },
  { title: 'Certificate', max: 7, q: 'a{b}', total: 0 },
  { title: 'x', max: 1, q: 'MTK', total: 12345 },
]

describe('the client message formatter (instead of next-intl in the browser)', () => {
  for (const [locale, catalogue] of [
    ['zh', zh],
    ['en', en],
  ] as const) {
    it(`gives next-intl's output for every ${locale} client message`, () => {
      const messages = pickClientMessages(catalogue) as Tree
      // next-intl's own formatter, untyped: keys come from the catalogue at run time.
      const t = createTranslator({ locale, messages: catalogue }) as unknown as (
        key: string,
        values: object,
      ) => string
      const all = leaves(messages)
      expect(all.length).toBeGreaterThan(20)
      for (const [key, message] of all) {
        for (const values of valueSets) {
          expect(formatMessage(locale, message, values), `${locale} ${key}`).toBe(t(key, values))
        }
      }
    })
  }

  it('picks the plural form and formats the number', () => {
    const m = '{total, plural, one {# result} other {# results}} for “{q}”'
    expect(formatMessage('en', m, { total: 1, q: 'x' })).toBe('1 result for “x”')
    expect(formatMessage('en', m, { total: 1200, q: 'x' })).toBe('1,200 results for “x”')
    expect(formatMessage('en', '{n, plural, =0 {none} other {#}}', { n: 0 })).toBe('none')
  })
})
