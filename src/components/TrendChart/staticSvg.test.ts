import { describe, expect, it } from 'vitest'
import { renderStaticSvg } from './staticSvg'

const months = ['2024-01', '2024-02', '2024-03']
const series = (name: string) => ({
  name,
  points: months.map((month, i) => ({ month, score: 100 + i * 10 })),
})

describe('renderStaticSvg', () => {
  it('draws one line and one legend entry per series', () => {
    const svg = renderStaticSvg(
      { series: [series('Oracle'), series('MogDB')], locale: 'en-US', scoreLabel: 'Score' },
      { width: 1110, height: 440 },
    )
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).toContain('viewBox="0 0 1110 440"')
    expect(svg).toContain('>Oracle</text>')
    expect(svg).toContain('>MogDB</text>')
    expect(svg).toContain('>Score</text>')
    expect(svg).not.toMatch(/<script/i)
    // Only what a picture needs: no hover styles.
    expect(svg).not.toContain('<style')
    expect(svg).not.toMatch(/zr\d/)
    expect(svg).toContain('clip-path="url(#trend-static-1110-c0)"')
  })

  it('escapes names from the CMS', () => {
    const name = '<script>alert("x")</script><img src=x onerror=alert(1)>&'
    const svg = renderStaticSvg(
      { series: [series(name), series('MogDB')], locale: 'zh-CN', scoreLabel: '得分 <b>' },
      { width: 332, height: 360 },
    )
    expect(svg).not.toContain('<script')
    expect(svg).not.toContain('<img')
    expect(svg).not.toContain('<b>')
    expect(svg).toContain('&lt;script&gt;')
    expect(svg).toContain('&lt;b&gt;')
  })
})
