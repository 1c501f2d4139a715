import { describe, expect, it } from 'vitest'
import { toLexical } from './lexical'

describe('seed rich text', () => {
  it('turns headings, paragraphs, lists and quotes into Lexical nodes', () => {
    const doc = toLexical([{ h2: 'Title' }, { p: 'Body' }, { ul: ['a', 'b'] }, { quote: 'Q' }])
    const [h, p, ul, q] = doc.root.children as Array<Record<string, unknown>>
    expect(h).toMatchObject({ type: 'heading', tag: 'h2', children: [{ type: 'text', text: 'Title' }] })
    expect(p).toMatchObject({ type: 'paragraph', children: [{ text: 'Body' }] })
    expect(ul).toMatchObject({
      type: 'list',
      listType: 'bullet',
      children: [{ type: 'listitem', value: 1 }, { value: 2 }],
    })
    expect(q).toMatchObject({ type: 'quote', children: [{ text: 'Q' }] })
  })
})
