import { describe, expect, it } from 'vitest'
import { enquirySource } from './source'

const hosts = ['www.site.test', 'en.site.test']

describe('enquiry source', () => {
  it('keeps good values, the host from the request', () => {
    expect(
      enquirySource(
        {
          host: 'evil.test',
          path: '/products/mogdb',
          referrerHost: 'Search.Example.com',
          utmSource: ' wechat ',
          utmMedium: 'social',
          utmCampaign: '双十一 launch-2026',
        },
        'EN.site.test',
        hosts,
      ),
    ).toEqual({
      host: 'en.site.test',
      path: '/products/mogdb',
      referrerHost: 'search.example.com',
      utmSource: 'wechat',
      utmMedium: 'social',
      utmCampaign: '双十一 launch-2026',
    })
  })

  it('drops what breaks a rule, one field at a time', () => {
    const bad = enquirySource(
      {
        path: 'https://evil.test/x',
        referrerHost: 'bad host',
        utmSource: '<script>',
        utmMedium: 'x'.repeat(101),
        utmCampaign: 'ok',
      },
      'unknown.test',
      hosts,
    )
    expect(bad).toEqual({ utmCampaign: 'ok' })
    expect(enquirySource({ path: '//evil.test/x' }, null, hosts)).toEqual({})
    expect(enquirySource({ path: '/a?b=c' }, null, hosts)).toEqual({})
    expect(enquirySource({ path: `/${'a'.repeat(300)}` }, null, hosts)).toEqual({})
    expect(enquirySource({ utmSource: 'a\u0000b', utmMedium: 7 }, null, hosts)).toEqual({})
    expect(enquirySource('nonsense', null, hosts)).toEqual({})
  })

  it("takes the site's own hosts for no referrer", () => {
    expect(enquirySource({ referrerHost: 'www.site.test' }, 'en.site.test', hosts)).toEqual({
      host: 'en.site.test',
    })
  })
})
