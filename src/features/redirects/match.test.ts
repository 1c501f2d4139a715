import { describe, expect, it } from 'vitest'
import { findEditorRedirect, isEditorRedirect, targetWithQuery, type EditorRedirect } from './match'

const rule = (from: string, to: string, host: EditorRedirect['host'] = 'both', permanent = true) => ({
  from,
  to,
  host,
  permanent,
})

describe('findEditorRedirect', () => {
  const rules = [
    rule('/old-news', '/about/news'),
    rule('/campaign', '/products/MogDB', 'zh'),
    rule('/campaign', '/products/zCloud', 'en', false),
    rule('/spring', '/about/news', 'both'),
    rule('/spring', '/technology/article', 'en'),
    rule('/loop', '/loop'),
  ]

  it('matches the exact path on both hosts for a rule of both', () => {
    expect(findEditorRedirect(rules, '/old-news', 'zh')?.to).toBe('/about/news')
    expect(findEditorRedirect(rules, '/old-news', 'en')?.to).toBe('/about/news')
  })

  it('applies a host-specific rule on its own host only', () => {
    expect(findEditorRedirect(rules, '/campaign', 'zh')?.to).toBe('/products/MogDB')
    expect(findEditorRedirect(rules, '/campaign', 'en')?.to).toBe('/products/zCloud')
    expect(findEditorRedirect([rules[1]!], '/campaign', 'en')).toBeNull()
  })

  it('prefers the rule for this host over a rule for both, whatever the order', () => {
    expect(findEditorRedirect(rules, '/spring', 'en')?.to).toBe('/technology/article')
    expect(findEditorRedirect(rules, '/spring', 'zh')?.to).toBe('/about/news')
    expect(findEditorRedirect([...rules].reverse(), '/spring', 'en')?.to).toBe('/technology/article')
  })

  it('takes the first of equal rules (the endpoint sends the newest first)', () => {
    const dup = [rule('/x', '/first'), rule('/x', '/second')]
    expect(findEditorRedirect(dup, '/x', 'zh')?.to).toBe('/first')
  })

  it('is case-sensitive and ignores one trailing slash on either side', () => {
    expect(findEditorRedirect(rules, '/Old-News', 'zh')).toBeNull()
    expect(findEditorRedirect(rules, '/old-news/', 'zh')?.to).toBe('/about/news')
    expect(findEditorRedirect([rule('/dir/', '/about')], '/dir', 'zh')?.to).toBe('/about')
    expect(findEditorRedirect(rules, '/old-news/more', 'zh')).toBeNull()
  })

  it('ignores a rule that points at its own path', () => {
    expect(findEditorRedirect(rules, '/loop', 'zh')).toBeNull()
    expect(findEditorRedirect([rule('/a/', '/a?x=1')], '/a', 'zh')).toBeNull()
  })
})

describe('targetWithQuery', () => {
  it('keeps the visitor query string', () => {
    expect(targetWithQuery('/about/news', '?page=2&utm=x')).toBe('/about/news?page=2&utm=x')
    expect(targetWithQuery('/about/news', '')).toBe('/about/news')
  })

  it('puts the target query first and the fragment last', () => {
    expect(targetWithQuery('/docs?type=1#top', '?page=2')).toBe('/docs?type=1&page=2#top')
    expect(targetWithQuery('/docs#top', '?page=2')).toBe('/docs?page=2#top')
    expect(targetWithQuery('/docs?', '?page=2')).toBe('/docs?page=2')
  })
})

describe('isEditorRedirect', () => {
  it('accepts well-formed rules', () => {
    expect(isEditorRedirect(rule('/a', '/b', 'en', false))).toBe(true)
  })

  it.each([
    ['a target on another host', rule('/a', '//evil.example/x')],
    ['an absolute URL target', rule('/a', 'https://evil.example/')],
    ['a backslash target', rule('/a', '/\\evil.example')],
    ['a relative source', rule('a', '/b')],
    ['a source with a query', rule('/a?x=1', '/b')],
    ['an unknown host', { ...rule('/a', '/b'), host: 'fr' }],
    ['a missing flag', { from: '/a', to: '/b', host: 'both' }],
    ['nothing', null],
  ])('refuses %s', (_, value) => {
    expect(isEditorRedirect(value)).toBe(false)
  })
})
