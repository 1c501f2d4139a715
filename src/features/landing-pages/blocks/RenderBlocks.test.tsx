import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RenderBlocks } from './RenderBlocks'

const hero = (heading: string) => ({ blockType: 'hero' as const, heading, id: heading })

// globals.css pulls [data-hero] up under the fixed header, which sits on it transparent.
describe('RenderBlocks: the hero block', () => {
  it('opens the page marked for the header, with the h1; further down it is a band with an h2', () => {
    // A page saved before heroes were held to the top (src/features/landing-pages/collection.ts) may hold two.
    const html = renderToStaticMarkup(<RenderBlocks blocks={[hero('Summit'), hero('Later')]} locale="en" />)
    const [first = '', second = ''] = html.split('</section>')
    expect(first).toMatch(/^<section data-hero="true"/)
    expect(first).toContain('>Summit</h1>')
    expect(second).not.toContain('data-hero')
    expect(second).toContain('>Later</h2>')
  })
})
