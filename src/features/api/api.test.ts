import { describe, expect, it } from 'vitest'
import { csvCell } from '@/features/enquiry/csv'
import { dedupeByTitle, flattenLineBreaks } from '@/features/catalog/queries'
import { planListParams } from '@/features/catalog/params'

describe('API helpers', () => {
  it('flattens banner line breaks to a dash', () => {
    expect(flattenLineBreaks('Enmotech<br/>Data-driven')).toBe('Enmotech - Data-driven')
    expect(flattenLineBreaks('A <BR /> B<br>C')).toBe('A - B - C')
  })

  it('removes duplicate titles, keeping the first', () => {
    expect(
      dedupeByTitle([
        { title: 'a', n: 1 },
        { title: 'b', n: 2 },
        { title: 'a', n: 3 },
      ]),
    ).toEqual([
      { title: 'a', n: 1 },
      { title: 'b', n: 2 },
    ])
  })

  it('defaults plan-list parameters and reads booleans', () => {
    expect(planListParams.parse({})).toEqual({
      pageNum: 1,
      pageSize: 10,
      order: 'sort',
      desc: false,
      isRecommend: undefined,
      lang: undefined,
    })
    expect(planListParams.parse({ desc: 'TRUE', isRecommend: '1', lang: 'EN' })).toMatchObject({
      desc: true,
      isRecommend: true,
      lang: 'en',
    })
  })

  it('neutralises spreadsheet formulas and quotes in CSV cells', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvCell(null)).toBe('""')
    expect(csvCell(3)).toBe('"3"')
  })
})
