import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from '../security/policy.mjs'
import { hydrateAfterLoad, LATEST_MS } from './after-load.mjs'

// The shape Next 16 writes: chunk scripts in <head>, a noModule polyfill, flight data inline.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<script src="/_next/static/chunks/0637v33xsjp-6.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script>',
  '<title>T</title>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  '</head><body><main>text</main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/late.js" async=""></script>',
  '</body></html>',
].join('')

/** Runs the page's loader against a fake window and reports what it adds, and when. */
function runLoader(html: string, readyState: 'loading' | 'complete') {
  const script = html.match(/<script id="hydrate-after-load">(\(function\(s\)[\s\S]*?)<\/script>/)?.[1]
  if (!script) throw new Error('no loader')
  const listeners = new Map<string, () => void>()
  const frames: Array<() => void> = []
  const timers: Array<{ ms: number; fn: () => void }> = []
  const added: string[] = []
  const sandbox = {
    document: {
      readyState,
      createElement: () => ({ src: '', async: false }),
      head: {
        appendChild: (e: { src: string; async: boolean }) =>
          added.push(`${e.src}${e.async ? '' : ' (sync)'}`),
      },
    },
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ ms, fn }),
  }
  vm.runInNewContext(script, sandbox)
  const frame = () => frames.shift()?.()
  return { listeners, frame, timers, added }
}

describe('hydrateAfterLoad', () => {
  it('takes the chunk scripts out of <head> and leaves everything else where it was', () => {
    const out = hydrateAfterLoad(page)
    const head = out.slice(0, out.indexOf('</head>'))
    expect(head).not.toContain('<script src="/_next/static/chunks/0637v33xsjp-6.js"')
    expect(head).not.toContain('turbopack-077hmtqrhcoji.js" async')
    expect(head).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>')
    expect(out).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>')
    // Only <head> is Next's chunk list; a script in the body is not touched.
    expect(out).toContain('<body><main>text</main>')
    expect(out).toContain('<script src="/_next/static/chunks/late.js" async=""></script>')
  })

  it('starts them two frames after load, in their order, asynchronously', () => {
    const { listeners, frame, added } = runLoader(hydrateAfterLoad(page), 'loading')
    expect(added).toEqual([])
    listeners.get('load')!()
    frame()
    expect(added).toEqual([])
    frame()
    expect(added).toEqual([
      '/_next/static/chunks/0637v33xsjp-6.js',
      '/_next/static/chunks/turbopack-077hmtqrhcoji.js',
    ])
  })

  it('starts them at once on a first touch or key, and only once', () => {
    for (const event of ['pointerdown', 'keydown', 'touchstart']) {
      const { listeners, frame, timers, added } = runLoader(hydrateAfterLoad(page), 'loading')
      listeners.get(event)!()
      expect(added).toHaveLength(2)
      listeners.get('load')!()
      frame()
      frame()
      timers[0].fn()
      expect(added).toHaveLength(2)
    }
  })

  it('starts them after LATEST_MS even when load never comes', () => {
    const { timers, added } = runLoader(hydrateAfterLoad(page), 'loading')
    expect(timers.map((t) => t.ms)).toEqual([LATEST_MS])
    timers[0].fn()
    expect(added).toHaveLength(2)
  })

  it('does not wait for a load event that has already happened', () => {
    const { listeners, frame, added } = runLoader(hydrateAfterLoad(page), 'complete')
    expect(listeners.has('load')).toBe(false)
    frame()
    frame()
    expect(added).toHaveLength(2)
  })

  it('returns a document without Next chunk scripts unchanged', () => {
    const plain = '<html><head><title>x</title></head><body></body></html>'
    expect(hydrateAfterLoad(plain)).toBe(plain)
    expect(hydrateAfterLoad('not html')).toBe('not html')
  })

  it('writes the loader as an inline script the CSP hashes (no inline script goes unhashed)', () => {
    const out = hydrateAfterLoad(page)
    expect(inlineScriptHashes(out)).toHaveLength(inlineScriptHashes(page).length + 1)
  })
})
