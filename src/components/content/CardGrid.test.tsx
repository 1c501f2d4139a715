import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CardGrid } from './CardGrid'

const grid = (count: number, cols?: 2 | 3 | 4) =>
  renderToStaticMarkup(
    <CardGrid cols={cols}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>{i}</li>
      ))}
    </CardGrid>,
  ).match(/^<ul[^>]*>/)![0]

// globals.css widens the first cards by data-rest (1 or 2 left over) and data-odd (tablets).
describe('CardGrid', () => {
  it('names what is left over a full row of three, and nothing when the rows are full', () => {
    expect(grid(4)).toContain('data-rest="1"')
    expect(grid(5)).toContain('data-rest="2"')
    expect(grid(3)).not.toContain('data-rest')
    expect(grid(6)).not.toContain('data-rest')
  })

  it('marks an odd count for two-column tablets', () => {
    expect(grid(5)).toContain('data-odd=""')
    expect(grid(6)).not.toContain('data-odd')
  })

  it('leaves two- and four-column grids alone', () => {
    expect(grid(5, 2)).not.toMatch(/data-(rest|odd)/)
    expect(grid(5, 4)).not.toMatch(/data-(rest|odd)/)
  })
})
