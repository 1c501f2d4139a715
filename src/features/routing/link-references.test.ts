import { describe, expect, it } from 'vitest'
import { linkedMessage, linksTo } from './link-references'

describe('linksTo', () => {
  it('finds a link to the path anywhere in nested content, with a query, a fragment or a trailing slash', () => {
    const nav = { zh: [{ label: 'A', children: [{ label: 'B', link: '/events/x/?from=menu#top' }] }], en: [] }
    expect(linksTo(nav, '/events/x')).toBe(true)
    expect(linksTo([{ url: ' /events/x ' }], '/events/x')).toBe(true)
  })

  it('ignores other paths, external addresses and text that merely contains the path', () => {
    expect(linksTo({ link: '/events/xy' }, '/events/x')).toBe(false)
    expect(linksTo({ link: 'https://example.com/events/x' }, '/events/x')).toBe(false)
    expect(linksTo({ text: 'see /events/x' }, '/events/x')).toBe(false)
    expect(linksTo({ link: '//events/x' }, '/events/x')).toBe(false)
    expect(linksTo(null, '/events/x')).toBe(false)
  })
})

describe('linkedMessage', () => {
  const refs = [{ kind: 'header' as const }, { kind: 'page' as const, title: '', path: '/events/y' }]
  it('names every place, in the admin’s language', () => {
    expect(linkedMessage('zh', '/events/x', refs)).toBe(
      '/events/x 仍被页头导航、落地页「/events/y」（/events/y）链接。请先删除或修改这些链接，再下线、删除或更改此路径。',
    )
    expect(linkedMessage('en', '/events/x', refs)).toContain(
      'still linked from the header navigation, landing page “/events/y” (/events/y).',
    )
  })
})
