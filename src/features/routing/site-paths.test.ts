import { describe, expect, it } from 'vitest'
import { internalPath, isCodeRoute, staticClaim } from './site-paths'

describe('staticClaim', () => {
  it('leaves free paths to landing pages', () => {
    expect(staticClaim('/events/2026-summit')).toBeNull()
    expect(staticClaim('/privacy')).toBeNull()
    expect(staticClaim('/about/campaign')).toBeNull()
  })
  it('refuses the spec routes and everything under a parameterised one', () => {
    expect(staticClaim('/about/company')).toBe('route')
    expect(staticClaim('/doc')).toBe('route')
    expect(staticClaim('/products/new-thing')).toBe('route')
    expect(staticClaim('/about/news/12/extra')).toBe('route')
  })
  it('refuses the admin, the APIs and system files, whatever the case', () => {
    expect(staticClaim('/admin')).toBe('system')
    expect(staticClaim('/Admin/x')).toBe('system')
    expect(staticClaim('/cms-api/pages')).toBe('system')
    expect(staticClaim('/api')).toBe('system')
    expect(staticClaim('/healthz')).toBe('system')
  })
  it('refuses redirect sources of the spec', () => {
    expect(staticClaim('/about/professor')).toBe('redirect')
    expect(staticClaim('/technology/enmoedu')).toBe('redirect')
  })
  it('refuses malformed paths', () => {
    for (const bad of [
      '',
      '/',
      'events',
      '/events/',
      '//x',
      '/a b',
      '/a.html',
      '/a?b',
      '/-x',
      '/a/b/c/d/e/f/g',
    ])
      expect(staticClaim(bad)).toBe('format')
  })
})

describe('isCodeRoute', () => {
  it('knows static and parameterised routes and redirect sources', () => {
    expect(isCodeRoute('/')).toBe(true)
    expect(isCodeRoute('/about/ContactUs')).toBe(true)
    expect(isCodeRoute('/products/MogDB')).toBe(true)
    expect(isCodeRoute('/solution/10')).toBe(true)
    expect(isCodeRoute('/services/AIOps')).toBe(true)
    expect(isCodeRoute('/events/2026-summit')).toBe(false)
    expect(isCodeRoute('/products/a/b')).toBe(false)
    expect(isCodeRoute('/about')).toBe(false)
  })
})

describe('internalPath', () => {
  it('keeps the path of a site link and refuses anything else', () => {
    expect(internalPath('/doc?docType=1#top')).toBe('/doc')
    expect(internalPath('/about/news/')).toBe('/about/news')
    expect(internalPath('/')).toBe('/')
    expect(internalPath('//evil.example')).toBeNull()
    expect(internalPath('https://x')).toBeNull()
    expect(internalPath('/a\\b')).toBeNull()
  })
})
