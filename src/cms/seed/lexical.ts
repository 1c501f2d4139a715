import type { RichBlock } from './content/types'

/** Turns the seed's plain rich-text blocks into the Lexical editor state Payload stores. */
type Node = Record<string, unknown>

const base = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }

function text(value: string): Node {
  return { type: 'text', text: value, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }
}

function block(b: RichBlock): Node {
  if ('h2' in b) return { ...base, type: 'heading', tag: 'h2', children: [text(b.h2)] }
  if ('h3' in b) return { ...base, type: 'heading', tag: 'h3', children: [text(b.h3)] }
  if ('quote' in b) return { ...base, type: 'quote', children: [text(b.quote)] }
  if ('ul' in b)
    return {
      ...base,
      type: 'list',
      listType: 'bullet',
      tag: 'ul',
      start: 1,
      children: b.ul.map((item, i) => ({ ...base, type: 'listitem', value: i + 1, children: [text(item)] })),
    }
  return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(b.p)] }
}

export function toLexical(blocks: RichBlock[]) {
  return { root: { ...base, type: 'root' as const, children: blocks.map(block) } }
}
