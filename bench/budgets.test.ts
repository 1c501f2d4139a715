import { describe, expect, it } from 'vitest'
import { evaluate, expected } from './budgets.mjs'

/** A complete results file in which every figure meets its budget. */
function complete() {
  const load = expected.proxied.flatMap((name) => [
    { target: 'static', name: `${name} html`, page: name, rps: 10_000, ok: true, non2xx: 0, socketErrors: 0 },
    {
      target: 'proxy',
      name,
      cached: true,
      cacheControl: 's-maxage=60',
      rps: 9_000,
      ok: true,
      non2xx: 0,
      socketErrors: 0,
    },
  ])
  const renders = expected.renders.map((name) => {
    const [locale, ...type] = name.split(' ')
    return {
      locale,
      type: type.join(' '),
      path: '/',
      samples: 12,
      p50Ms: 80,
      p95Ms: 200,
      maxMs: 250,
      errors: [] as string[],
    }
  })
  const page = (name: string, bare = false) => ({
    name,
    bare,
    scores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 },
    metrics: { cls: 0, lcpMs: 1000, tbtMs: 50 },
    gzipBytes: 130_000,
  })
  const browser = [page('bare page', true), ...expected.browser.map((n) => page(n))]
  const interactions = expected.interactions.map((n) => {
    const [name, interaction] = n.split(': ')
    return {
      name,
      interaction,
      url: '/',
      inpMs: 96,
      shownMs: 60,
      runs: [],
      error: undefined as string | undefined,
    }
  })
  return {
    load,
    renders,
    firstLoadJs: browser,
    lighthouse: browser,
    interactions,
    enquiry: { p99Ms: 50, ok: true },
    coldStartMs: 1500,
    buildMs: 60_000,
  }
}

const broken = (results: object) => evaluate(results).filter((r) => !r.ok)

describe('bench:check', () => {
  it('passes a complete run that meets every budget', () => {
    expect(broken(complete())).toEqual([])
  })

  it('fails on every section that is missing', () => {
    const subjects = broken({}).map((r) => r.subject)
    for (const section of [
      'through nginx',
      'cache-miss render',
      'first-load JS',
      'lighthouse',
      'first interaction',
      'enquiry POST',
      'cold start',
      'build time',
    ])
      expect(
        subjects.some((s) => s.startsWith(section)),
        section,
      ).toBe(true)
  })

  it('fails when one page’s figure is missing or was not a render', () => {
    const r = complete()
    r.renders = r.renders.filter((x) => !(x.locale === 'en' && x.type === 'news detail'))
    r.load = r.load.filter((x) => !(x.target === 'static' && x.page === 'zh product'))
    expect(broken(r).map((x) => x.subject)).toEqual([
      'nginx static file of the same bytes: zh product',
      'cache-miss render: en news detail',
    ])
    const cached = complete()
    cached.renders[0].errors = ["round 3: served from Next's cache (HIT), not rendered"]
    expect(broken(cached)).toHaveLength(1)
  })

  it('fails a proxied page under half of nginx sending the same bytes', () => {
    const r = complete()
    r.load.find((x) => x.target === 'proxy' && x.name === 'en home')!.rps = 4_999
    expect(broken(r).map((x) => x.subject)).toEqual(['en home'])
  })

  it('fails a first tap that is slow to answer or open, or was not measured', () => {
    const r = complete()
    r.interactions[0].inpMs = 240
    r.interactions[1].shownMs = 2_400
    r.interactions[2].error = 'timeout waiting for the dialog'
    r.interactions = r.interactions.filter(
      (x) => !(x.name === 'en company' && x.interaction === 'mobile menu'),
    )
    expect(broken(r).map((x) => `${x.budget} | ${x.subject}`)).toEqual([
      'measured | first interaction: en company: mobile menu',
      'INP, first tap on a slow phone | zh home: mobile menu',
      'tap to open, slow phone | zh home: contact dialog',
      'first interaction measured | zh company: mobile menu',
    ])
  })
})
