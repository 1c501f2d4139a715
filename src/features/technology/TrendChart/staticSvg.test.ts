import { describe, expect, it } from 'vitest'
import { renderStaticSvg } from './staticSvg'

const months = ['2024-01', '2024-02', '2024-03']
const series = (name: string) => ({
  name,
  points: months.map((month, i) => ({ month, score: 100 + i * 10 })),
})

/** Series lines: unfilled paths through every month (axis and grid lines are single segments). */
const lines = (svg: string) =>
  [...svg.matchAll(/<path d="([^"]*)"[^>]*fill="none"/g)].filter(
    (m) => (m[1].match(/[LC]/g) ?? []).length >= 2,
  ).length

describe('renderStaticSvg', () => {
  it('draws one line per series; the legend is HTML beside the picture', () => {
    const svg = renderStaticSvg(
      { series: [series('Oracle'), series('MogDB')], locale: 'en-US', scoreLabel: 'Score' },
      { width: 1110, height: 440 },
    )
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).toContain('viewBox="0 0 1110 440"')
    expect(lines(svg)).toBe(2)
    expect(svg).not.toContain('>Oracle</text>')
    expect(svg).toContain('>Score</text>')
    expect(svg).not.toMatch(/<script/i)
    // Only what a picture needs: no hover styles.
    expect(svg).not.toContain('<style')
    expect(svg).not.toMatch(/zr\d/)
    expect(svg).toContain('clip-path="url(#trend-static-1110-c0)"')
  })

  it('leaves out a series the legend switched off (ECharts keeps the selection with its legend hidden)', () => {
    const svg = renderStaticSvg(
      {
        series: [series('Oracle'), series('MogDB'), series('MySQL')],
        locale: 'en-US',
        scoreLabel: 'Score',
        selected: { MogDB: false },
      },
      { width: 1110, height: 440 },
    )
    expect(lines(svg)).toBe(2)
  })

  it('escapes text and leaves names from the CMS out of the markup', () => {
    const name = '<script>alert("x")</script><img src=x onerror=alert(1)>&'
    const svg = renderStaticSvg(
      { series: [series(name), series('MogDB')], locale: 'zh-CN', scoreLabel: '得分 <b>' },
      { width: 332, height: 360 },
    )
    expect(svg).not.toContain('<script')
    expect(svg).not.toContain('<img')
    expect(svg).not.toContain('<b>')
    expect(svg).toContain('&lt;b&gt;')
  })
})
