import { describe, expect, it } from 'vitest'
import {
  browserLocale,
  decideLocale,
  HANDOFF_PARAM,
  languageCookie,
  otherHostUrl,
  readCookie,
  sharedCookieDomain,
  type LocaleSignals,
} from './preference'

const origins = { zh: 'http://www.site.test:3000', en: 'http://en.site.test:3000' }
const signals = (s: Partial<LocaleSignals>): LocaleSignals => ({
  host: 'zh',
  handoff: null,
  manual: null,
  stored: null,
  cookie: null,
  browser: 'zh-CN',
  referrer: null,
  origins,
  ...s,
})

describe('browser language', () => {
  it.each([
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['zh-Hant-TW', 'zh'],
    ['ZH-cn', 'zh'],
    ['en-US', 'en'],
    ['ja', 'en'],
    ['zha', 'en'],
    ['', 'en'],
    [null, 'en'],
  ] as const)('%s → %s', (lang, locale) => expect(browserLocale(lang)).toBe(locale))
})

describe('locale rules (spec section 4)', () => {
  it('without a manual choice, a browser language that differs from the host goes to the other host', () => {
    expect(decideLocale(signals({ host: 'zh', browser: 'en-US' }))).toEqual({
      remember: null,
      goTo: 'en',
      manual: false,
    })
    expect(decideLocale(signals({ host: 'en', browser: 'zh-CN' }))).toEqual({
      remember: null,
      goTo: 'zh',
      manual: false,
    })
    expect(decideLocale(signals({ host: 'en', browser: 'en-GB' })).goTo).toBeNull()
    expect(decideLocale(signals({ host: 'zh', browser: 'zh-TW' })).goTo).toBeNull()
  })

  it('with a manual choice the stored language applies, whatever the browser says', () => {
    const manualEn = { manual: 'true', stored: 'en' }
    expect(decideLocale(signals({ host: 'zh', browser: 'zh-CN', ...manualEn }))).toEqual({
      remember: null,
      goTo: 'en',
      manual: true,
    })
    expect(decideLocale(signals({ host: 'en', browser: 'zh-CN', ...manualEn })).goTo).toBeNull()
  })

  it('ignores a stored language without the manual flag, and junk values', () => {
    expect(decideLocale(signals({ host: 'zh', browser: 'zh', stored: 'en' })).goTo).toBeNull()
    expect(decideLocale(signals({ host: 'zh', browser: 'zh', manual: 'true', stored: 'fr' })).goTo).toBeNull()
    expect(decideLocale(signals({ host: 'zh', browser: 'zh', cookie: 'de' })).goTo).toBeNull()
  })

  it('takes a choice handed over in the URL first, and remembers it on this origin', () => {
    expect(
      decideLocale(signals({ host: 'en', browser: 'zh-CN', handoff: 'en', manual: 'true', stored: 'zh' })),
    ).toEqual({
      remember: 'en',
      goTo: null,
      manual: true,
    })
  })

  it('treats the cookie (written only by a manual choice) as a manual choice', () => {
    expect(decideLocale(signals({ host: 'zh', browser: 'zh-CN', cookie: 'en' }))).toEqual({
      remember: 'en',
      goTo: 'en',
      manual: true,
    })
  })

  /** Follows the redirects the rules produce from one host to the next, like a browser would. */
  function walk(start: LocaleSignals, perOrigin: Record<'zh' | 'en', Partial<LocaleSignals>>) {
    const visited: string[] = []
    let host = start.host
    let s = start
    for (let hop = 0; hop < 6; hop++) {
      visited.push(host)
      const d = decideLocale(s)
      if (!d.goTo) return visited
      const url = new URL(
        otherHostUrl(origins, d.goTo, { pathname: '/about/company', search: '?a=1', hash: '' }, d.manual),
      )
      const from = host
      host = d.goTo
      s = signals({
        ...start,
        ...perOrigin[host],
        host,
        handoff: url.searchParams.get(HANDOFF_PARAM),
        referrer: origins[from] + '/',
      })
    }
    throw new Error(`loop: ${visited.join(' → ')}`)
  }

  it('never loops: manual en on the zh host with a zh browser', () => {
    const start = signals({ host: 'zh', browser: 'zh-CN', manual: 'true', stored: 'en' })
    expect(walk(start, { zh: { manual: 'true', stored: 'en' }, en: { manual: null, stored: null } })).toEqual(
      ['zh', 'en'],
    )
  })

  it('never loops: manual zh on the en host with an en browser', () => {
    const start = signals({ host: 'en', browser: 'en-US', manual: 'true', stored: 'zh' })
    expect(walk(start, { en: { manual: 'true', stored: 'zh' }, zh: {} })).toEqual(['en', 'zh'])
  })

  it('never loops even with contradicting stale state on both origins', () => {
    // zh origin says "manual en", en origin says "manual zh": the handoff wins on arrival.
    const start = signals({ host: 'zh', browser: 'en', manual: 'true', stored: 'en' })
    expect(
      walk(start, { zh: { manual: 'true', stored: 'en' }, en: { manual: 'true', stored: 'zh' } }),
    ).toEqual(['zh', 'en'])
    // And without the handoff, the referrer guard stops a redirect back.
    expect(
      decideLocale(signals({ host: 'en', browser: 'zh', referrer: 'http://www.site.test:3000/x' })).goTo,
    ).toBeNull()
  })
})

describe('other host URL', () => {
  it('keeps path, query and hash, and adds the handoff only for a manual choice', () => {
    const loc = { pathname: '/doc', search: '?docType=MogDB&set-language=zh', hash: '#top' }
    expect(otherHostUrl(origins, 'en', loc, false)).toBe('http://en.site.test:3000/doc?docType=MogDB#top')
    expect(otherHostUrl(origins, 'en', loc, true)).toBe(
      'http://en.site.test:3000/doc?docType=MogDB&set-language=en#top',
    )
    expect(otherHostUrl(origins, 'zh', { pathname: '/', search: '', hash: '' }, false)).toBe(
      'http://www.site.test:3000/',
    )
  })
})

describe('language cookie', () => {
  it('uses the shared parent domain when both hosts have one, host-only otherwise', () => {
    expect(sharedCookieDomain('https://www.example.com', 'https://en.example.com')).toBe('example.com')
    expect(sharedCookieDomain('https://example.com', 'https://en.example.com')).toBe('example.com')
    expect(sharedCookieDomain('http://www.site.test:3000', 'http://en.site.test:3000')).toBe('site.test')
    expect(sharedCookieDomain('http://localhost:3000', 'http://en.localhost:3000')).toBeNull()
    expect(sharedCookieDomain('http://127.0.0.1:3000', 'http://127.0.0.2:3000')).toBeNull()
    expect(sharedCookieDomain('https://www.a.com', 'https://en.b.com')).toBeNull()
  })

  it('lasts 365 days', () => {
    expect(languageCookie('en', origins, false)).toBe(
      'user-language=en; Path=/; Max-Age=31536000; SameSite=Lax; Domain=site.test',
    )
    expect(languageCookie('zh', { zh: 'https://localhost', en: 'https://en.localhost' }, true)).toBe(
      'user-language=zh; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    )
    expect(readCookie('a=1; user-language=en; b=2', 'user-language')).toBe('en')
    expect(readCookie('', 'user-language')).toBeNull()
  })
})
