import { describe, expect, it } from 'vitest'
import {
  cachedListingPath,
  isInternalListingPath,
  listingPathname,
  listingSearchParams,
} from './listing-cache'

describe('cached listing routes', () => {
  it('turns a plain listing query into one sorted path segment, and back', () => {
    expect(cachedListingPath('/about/news', '')).toBe('/cached-listing/about.news/all')
    expect(cachedListingPath('/about/news', '?size=20&page=2')).toBe(
      '/cached-listing/about.news/page.2~size.20',
    )
    const path = cachedListingPath('/customer/case', '?product=1&industry=2&page=3')
    expect(path).toBe('/cached-listing/customer.case/industry.2~page.3~product.1')
    const [, , key, query] = path!.split('/')
    expect(listingPathname(key!)).toBe('/customer/case')
    expect(listingSearchParams(query!)).toEqual({ industry: '2', page: '3', product: '1' })
    expect(listingSearchParams('all')).toEqual({})
    expect(cachedListingPath('/doc', '?page=2')).toBe('/cached-listing/doc/page.2')
  })

  it('leaves everything else to the per-request page', () => {
    for (const [path, search] of [
      ['/solution', ''],
      ['/about/news/3', ''],
      ['/about/news', '?page=21'],
      ['/about/news', '?page=0'],
      ['/about/news', '?page=02'],
      ['/about/news', '?size=15'],
      ['/about/news', '?page=1&page=2'],
      ['/about/news', '?utm_source=x'],
      ['/customer/case', '?product=%3Cscript%3E'],
      ['/doc', `?docType=${'x'.repeat(25)}`],
      ['/video', '?docType=a.b'],
      // Only values the listing offers become cache keys: made-up ones render per request (and
      // redirect there), whatever their shape.
      ['/customer/case', '?product=abc'],
      ['/customer/case', '?product=5'],
      ['/customer/case', '?industry=6'],
      ['/customer/case', '?industry=zzzzzz&page=2'],
      ['/doc', '?docType=MogDB'],
      ['/video', '?docType=install'],
    ]) {
      expect(cachedListingPath(path, search), `${path}${search}`).toBeNull()
    }
  })

  it('knows the internal routes, so visitors cannot ask for them directly', () => {
    expect(isInternalListingPath('/cached-listing/about.news/all')).toBe(true)
    expect(isInternalListingPath('/cached-listing')).toBe(true)
    expect(isInternalListingPath('/cached-listings')).toBe(false)
    expect(isInternalListingPath('/about/news/12')).toBe(false)
  })
})
