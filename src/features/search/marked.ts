/**
 * A text with the ranges ([start, end), UTF-16 offsets) the query matched. Shared by the server
 * (which computes the marks) and the header's search box (which renders them): no tokenizer here.
 */
export type Marked = { text: string; marks: [number, number][] }

/** Splits a marked text into plain and matched parts, in order (for rendering without raw HTML). */
export function parts(marked: Marked): { text: string; hit: boolean }[] {
  const out: { text: string; hit: boolean }[] = []
  let at = 0
  for (const [s, e] of marked.marks) {
    if (s < at || e > marked.text.length) continue
    if (s > at) out.push({ text: marked.text.slice(at, s), hit: false })
    out.push({ text: marked.text.slice(s, e), hit: true })
    at = e
  }
  if (at < marked.text.length) out.push({ text: marked.text.slice(at), hit: false })
  return out
}
