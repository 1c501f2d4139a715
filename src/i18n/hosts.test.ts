import { expect, it } from 'vitest'
import { answerLocale, hostOfLocale, localeOfHost, siteHostsFrom } from './hosts.mjs'

const hosts = siteHostsFrom({ SITE_ZH_HOST: 'www.x.test', SITE_EN_HOST: ' EN.x.test ' })

it('decides host ↔ locale in one place, case and spaces aside', () => {
  expect(hosts).toEqual({ zh: 'www.x.test', en: 'en.x.test' })
  expect(localeOfHost('En.X.test', hosts)).toBe('en')
  expect(localeOfHost('www.x.test', hosts)).toBe('zh')
  expect(localeOfHost('evil.test', hosts)).toBeNull()
  expect(localeOfHost(undefined, hosts)).toBeNull()
  // An answer to an unknown host is in the default language.
  expect(answerLocale('evil.test', hosts)).toBe('zh')
  expect(hostOfLocale('en', hosts)).toBe('en.x.test')
  expect(hostOfLocale('zh', hosts)).toBe('www.x.test')
  expect(siteHostsFrom({})).toEqual({ zh: 'localhost:3000', en: 'en.localhost:3000' })
  // server.mjs reads process.env, where PORT is a string.
  expect(siteHostsFrom({ PORT: '3400' })).toEqual({ zh: 'localhost:3400', en: 'en.localhost:3400' })
})
