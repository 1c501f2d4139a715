/**
 * Plain text of a Lexical rich-text value (what Payload stores for `richText` fields): the text
 * of every text node, blocks separated by new lines. Unknown node types are walked through, so
 * a new editor feature never hides its text from search.
 */
type LexicalNode = { type?: unknown; text?: unknown; children?: unknown }

const blockTypes = new Set(['paragraph', 'heading', 'quote', 'listitem', 'list', 'tablecell', 'code'])

export function lexicalText(value: unknown): string {
  const root = (value as { root?: unknown } | null | undefined)?.root
  if (!root || typeof root !== 'object') return ''
  const out: string[] = []
  const walk = (node: LexicalNode) => {
    if (typeof node.text === 'string') out.push(node.text)
    else if (node.type === 'linebreak') out.push('\n')
    if (Array.isArray(node.children)) {
      for (const child of node.children) if (child && typeof child === 'object') walk(child as LexicalNode)
    }
    if (typeof node.type === 'string' && blockTypes.has(node.type)) out.push('\n')
  }
  walk(root as LexicalNode)
  return out
    .join('')
    .replace(/[ \t]*\n\s*/g, '\n')
    .trim()
}
