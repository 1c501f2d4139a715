import { describe, expect, it } from 'vitest'
import { isCurrentPath, opensInNewTab, productMenuTypes, sectionOf } from './menu'

describe('shell menu facts', () => {
  it('leaves zDBM out of the product menu', () => {
    expect(productMenuTypes).not.toContain('zDBM')
    expect(productMenuTypes).toEqual(['MogDB', 'zCloud', 'zDataX', 'zStorage', 'zAIoT'])
  })
  it('finds the section of a path, including legacy service paths', () => {
    expect(sectionOf('/')).toBe('home')
    expect(sectionOf('/services/AIOps')).toBe('services')
    expect(sectionOf('/services/cloud_service')).toBe('services')
    expect(sectionOf('/services/open_source')).toBe('services')
    expect(sectionOf('/product_solution/10')).toBe('solutions')
    expect(sectionOf('/technology/article/3')).toBe('resources')
    expect(sectionOf('/about/news/3')).toBe('about')
    expect(sectionOf('/nowhere')).toBeNull()
  })
  it('highlights service aliases', () => {
    expect(isCurrentPath('/services/AIOps', '/services/operation_management')).toBe(true)
    expect(isCurrentPath('/services/open_source', '/services/consulting_service')).toBe(true)
    expect(isCurrentPath('/about/news/12', '/about/news')).toBe(true)
    expect(isCurrentPath('/about/newsroom', '/about/news')).toBe(false)
  })
  it('opens www, weibo and support addresses in a new tab', () => {
    expect(opensInNewTab('https://www.modb.pro/')).toBe(true)
    expect(opensInNewTab('https://weibo.com/x')).toBe(true)
    expect(opensInNewTab('https://support.enmotech.com/')).toBe(true)
    expect(opensInNewTab('/about/company')).toBe(false)
  })
})
