import { describe, expect, it } from 'vitest'
import { isSafeLinkUrl, withSafeLinks } from './safe-links'

const link = (url: string) => ({
  type: 'link',
  fields: { linkType: 'custom', url },
  children: [{ type: 'text', text: 'click me' }],
})

describe('rich-text links', () => {
  it('keeps web, mail, phone and site links', () => {
    for (const url of [
      'https://x.test/a',
      'http://x.test',
      'mailto:a@b.test',
      'tel:400',
      '/about/news',
      '#top',
    ])
      expect(isSafeLinkUrl(url), url).toBe(true)
  })

  it('refuses script, data and protocol-relative URLs, however they are disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:x',
      'data:text/html,x',
      'vbscript:x',
      '//evil.test',
    ])
      expect(isSafeLinkUrl(url), url).toBe(false)
  })

  it('replaces an unsafe link by its text and leaves the rest alone', () => {
    const state = {
      root: {
        type: 'root',
        children: [{ type: 'paragraph', children: [link('javascript:x'), link('/ok')] }],
      },
    }
    const safe = withSafeLinks(state)
    expect(safe.root.children[0]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: 'click me' }, link('/ok')],
    })
    expect(state.root.children[0]!.children[0]).toEqual(link('javascript:x'))
  })
})
