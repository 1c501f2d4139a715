/**
 * Links in CMS rich text may point only at web, mail and phone addresses or at paths of the site.
 * Anything else (`javascript:`, `data:`, `vbscript:` …) is dropped before rendering and the link's
 * text stays as plain text: React would otherwise render such an href, merely neutered.
 */
const SAFE_URL = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#|\?)/i

type LexicalNode = { type?: string; fields?: { url?: unknown; linkType?: string }; children?: LexicalNode[] }

export const isSafeLinkUrl = (url: unknown) =>
  typeof url === 'string' && SAFE_URL.test(url.replace(/[\u0000-\u0020\u007f]/g, ''))

function clean(nodes: LexicalNode[]): LexicalNode[] {
  return nodes.flatMap((node) => {
    const children = node.children ? clean(node.children) : undefined
    const isLink = node.type === 'link' || node.type === 'autolink'
    const external = node.fields?.linkType !== 'internal'
    if (isLink && external && !isSafeLinkUrl(node.fields?.url)) return children ?? []
    return [children ? { ...node, children } : node]
  })
}

/** A copy of a Lexical editor state whose unsafe links are replaced by their text. */
export function withSafeLinks<T extends { root: LexicalNode }>(state: T): T {
  return { ...state, root: { ...state.root, children: clean(state.root.children ?? []) } }
}
