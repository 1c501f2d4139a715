import { describe, expect, it, vi } from 'vitest'

vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { url })
  },
}))

const { invalidParams, listingHref, oneOf, pageRule, pastLastPage, redirectUnlessValid, sizeRule } =
  await import('./listing-query')

const rules = { product: oneOf(['1', '2', '3', '4']), page: pageRule, size: sizeRule }
const redirectOf = (fn: () => void): string | null => {
  try {
    fn()
    return null
  } catch (error) {
    return (error as { url: string }).url
  }
}

describe('listing queries', () => {
  it('names the parameters whose values the listing does not offer', () => {
    expect(invalidParams({ product: '2', page: '3', size: '20', utm_source: 'x' }, rules)).toEqual([])
    expect(invalidParams({ product: 'abcdef' }, rules)).toEqual(['product'])
    for (const page of ['0', '-1', '1.5', 'abc', '02', '1e3', '100001', '394996', '9999999']) {
      expect(invalidParams({ page }, rules), page).toEqual(['page'])
    }
    for (const size of ['15', '100', '010', 'x'])
      expect(invalidParams({ size }, rules), size).toEqual(['size'])
    expect(invalidParams({ product: ['1', '2'] }, rules)).toEqual(['product'])
  })

  it('redirects to the listing without the bad parameters, keeping the good ones', () => {
    expect(redirectOf(() => redirectUnlessValid('/customer/case', { product: 'zz', page: '2' }, rules))).toBe(
      '/customer/case?page=2',
    )
    expect(redirectOf(() => redirectUnlessValid('/customer/case', { product: 'zz' }, rules))).toBe(
      '/customer/case',
    )
    expect(
      redirectOf(() => redirectUnlessValid('/customer/case', { product: '3', size: '20' }, rules)),
    ).toBeNull()
    expect(listingHref('/doc', { product: '1', page: '4', utm: 'x' }, rules, ['page'])).toBe('/doc?product=1')
  })

  it('knows when a page lies past the last one (page 1 always exists)', () => {
    expect(pastLastPage(1, 10, 0)).toBe(false)
    expect(pastLastPage(2, 10, 10)).toBe(true)
    expect(pastLastPage(2, 10, 11)).toBe(false)
    expect(pastLastPage(3, 20, 41)).toBe(false)
    expect(pastLastPage(4, 20, 41)).toBe(true)
  })
})
