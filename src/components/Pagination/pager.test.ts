import { describe, expect, it } from 'vitest'
import { clampPage, pageCount, pageHref, pagerItems } from './pager'

const pages = (current: number, count: number) =>
  pagerItems(current, count).map((i) => (i.kind === 'page' ? i.page : i.direction === 'prev' ? '«' : '»'))

describe('pagination logic', () => {
  it('counts pages and hides for zero or one page', () => {
    expect(pageCount(0, 10)).toBe(0)
    expect(pageCount(10, 10)).toBe(1)
    expect(pageCount(11, 10)).toBe(2)
    expect(pageCount(5, 0)).toBe(0)
  })
  it('clamps the page', () => {
    expect(clampPage(0, 5)).toBe(1)
    expect(clampPage(9, 5)).toBe(5)
    expect(clampPage(Number.NaN, 5)).toBe(1)
  })
  it('shows 5 pager buttons with jumps', () => {
    expect(pages(1, 3)).toEqual([1, 2, 3])
    expect(pages(1, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pages(1, 10)).toEqual([1, 2, 3, 4, '»', 10])
    expect(pages(3, 10)).toEqual([1, 2, 3, 4, '»', 10])
    expect(pages(5, 10)).toEqual([1, '«', 4, 5, 6, '»', 10])
    expect(pages(9, 10)).toEqual([1, '«', 7, 8, 9, 10])
  })
  it('builds links keeping other parameters', () => {
    expect(pageHref('/doc', { docType: 'MogDB', page: '3', size: '10' }, 2, 20)).toBe(
      '/doc?docType=MogDB&page=2&size=20',
    )
    expect(pageHref('/about/news', undefined, 1, 10)).toBe('/about/news?page=1&size=10')
  })
})
