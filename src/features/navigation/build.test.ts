import { describe, expect, it } from 'vitest'
import { buildNav, type NavRow } from './build'
import { currentItem } from './current'
import { defaultNavItems } from './defaults'

const generated = {
  products: [{ label: 'MogDB', href: '/products/MogDB', external: false }],
  solutionPlans: [{ label: '金融', href: '/solution/3', external: false }],
  productPlans: [],
}

describe('header entries from the header global', () => {
  const zh = buildNav(defaultNavItems.zh as NavRow[], generated, '暂无推荐方案')
  const en = buildNav(defaultNavItems.en as NavRow[], generated, 'No recommended solutions yet')
  const key = (items: typeof zh, label: string) => items.find((i) => i.label === label)?.key

  it('makes plain links and drop-downs, appending generated links', () => {
    expect(zh.map((i) => i.label)).toEqual([
      '首页',
      '软件产品',
      '托管服务',
      '解决方案',
      '客户案例',
      '资源中心',
      '关于我们',
    ])
    expect(zh[0]).toMatchObject({ href: '/', external: false })
    expect(zh[1]?.links).toEqual(generated.products)
    expect(zh[3]?.links?.map((l) => l.href)).toEqual(['/solution/3'])
  })

  it('marks https entries external (the support portal) and routes the others', () => {
    const services = zh[2]?.links ?? []
    expect(services.at(-1)).toEqual({
      label: '服务平台',
      href: 'https://support.enmotech.com/',
      external: true,
    })
    expect(services.slice(0, 3).every((l) => !l.external)).toBe(true)
  })

  it('keeps the English differences: no customer menu, an empty generated menu says so', () => {
    expect(en.map((i) => i.label)).not.toContain('Customer')
    expect(en.find((i) => i.label === 'Solutions')).toMatchObject({
      links: [],
      empty: 'No recommended solutions yet',
    })
  })

  it('highlights the entry a path is under, legacy service paths included', () => {
    expect(currentItem('/', zh)).toBe(key(zh, '首页'))
    expect(currentItem('/about/news/12', zh)).toBe(key(zh, '关于我们'))
    expect(currentItem('/services/AIOps', zh)).toBe(key(zh, '托管服务'))
    expect(currentItem('/services/cloud_service', zh)).toBe(key(zh, '托管服务'))
    expect(currentItem('/services/open_source', zh)).toBe(key(zh, '托管服务'))
    expect(currentItem('/products/zCloud', zh)).toBe(key(zh, '软件产品'))
    expect(currentItem('/product_solution/10', zh)).toBe(key(zh, '解决方案'))
    expect(currentItem('/product_solution/10', en)).toBe(key(en, 'Solutions'))
    expect(currentItem('/customer/case/4', zh)).toBe(key(zh, '客户案例'))
    expect(currentItem('/technology/article/3', zh)).toBe(key(zh, '资源中心'))
    expect(currentItem('/nowhere', zh)).toBeNull()
  })

  it('follows what editors write: a new entry, a drop-down with its own link, a query link', () => {
    const rows: NavRow[] = [
      { label: 'Events', link: '/summit' },
      { label: 'Docs', link: '/doc', children: [{ label: 'MogDB docs', link: '/doc?docType=MogDB' }] },
      { label: 'Blank', link: null },
    ]
    const items = buildNav(rows, {}, '')
    expect(items[0]).toMatchObject({ label: 'Events', href: '/summit' })
    expect(items[1]).toMatchObject({ links: [{ href: '/doc?docType=MogDB' }], match: ['/doc', '/doc'] })
    expect(currentItem('/doc/7', items)).toBe(items[1]?.key)
    expect(currentItem('/summit', items)).toBe(items[0]?.key)
  })
})
