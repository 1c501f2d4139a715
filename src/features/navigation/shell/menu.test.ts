import { describe, expect, it } from 'vitest'
import { isCurrentPath, opensInNewTab, productMenuTypes } from './menu'

describe('shell menu facts', () => {
  it('leaves zDBM out of the product menu', () => {
    expect(productMenuTypes).not.toContain('zDBM')
    expect(productMenuTypes).toEqual(['MogDB', 'zCloud', 'zDataX', 'zStorage', 'zAIoT'])
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
