import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RichText } from './RichText'

const base = { direction: 'ltr', format: '', indent: 0, version: 1 }
const text = (t: string) => ({
  type: 'text',
  text: t,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})
const item = (value: number, t: string, checked?: boolean) => ({
  ...base,
  type: 'listitem',
  value,
  checked,
  children: [text(t)],
})
const list = (listType: 'bullet' | 'number' | 'check', items: object[]) => ({
  ...base,
  type: 'list',
  listType,
  tag: listType === 'number' ? 'ol' : 'ul',
  start: 1,
  children: items,
})
const render = (...children: object[]) =>
  renderToStaticMarkup(<RichText data={{ root: { ...base, type: 'root', children } }} />)

// The Nu Html Checker's rules for lists (tests/e2e/html-validity.spec.ts runs it on the pages).
describe('RichText: lists as valid HTML', () => {
  it('numbers the items of a numbered list, and only those', () => {
    const html = render(
      list('bullet', [item(1, 'Fast'), item(2, 'Safe')]),
      list('number', [item(1, 'Install')]),
    )
    expect(html).toContain('<ul class="list-bullet"><li>Fast</li><li>Safe</li></ul>')
    expect(html).toContain('<ol class="list-number"><li value="1">Install</li></ol>')
  })

  it('shows a checklist item as a disabled checkbox in its label, with no role on the item', () => {
    const html = render(list('check', [item(1, 'Done', true), item(2, 'Open', false)]))
    expect(html).not.toMatch(/role=|readonly|value=/i)
    expect(html).toContain('<label><input type="checkbox" disabled="" checked=""/> Done</label>')
    expect(html).toContain('<label><input type="checkbox" disabled=""/> Open</label>')
  })
})
