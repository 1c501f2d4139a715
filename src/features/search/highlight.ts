import type { Marked } from './marked'
import { spans } from './tokenizer'

export type { Marked } from './marked'

/** Ranges of the text whose index terms are among the matched ones, overlaps merged. */
export function markTerms(text: string, matched: ReadonlySet<string>): Marked {
  const ranges = spans(text)
    .filter((s) => matched.has(s.term))
    .map((s): [number, number] => [s.start, s.end])
  const marks: [number, number][] = []
  for (const [start, end] of ranges) {
    const last = marks[marks.length - 1]
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else marks.push([start, end])
  }
  return { text, marks }
}

const ellipsis = '…'

/**
 * A short excerpt of a marked text around its first match (or its beginning), about `length`
 * characters, with the marks moved along. Never cuts a surrogate pair.
 */
export function excerpt(marked: Marked, length = 160): Marked {
  const { text, marks } = marked
  if (text.length <= length) return marked
  const first = marks[0]?.[0] ?? 0
  let start = Math.max(0, first - Math.floor(length / 4))
  let end = Math.min(text.length, start + length)
  start = Math.max(0, Math.min(start, end - length))
  const lowSurrogate = (i: number) => i > 0 && i < text.length && /[\uDC00-\uDFFF]/.test(text[i]!)
  if (lowSurrogate(start)) start++
  if (lowSurrogate(end)) end--
  const head = start > 0 ? ellipsis : ''
  const tail = end < text.length ? ellipsis : ''
  const shift = head.length - start
  return {
    text: head + text.slice(start, end) + tail,
    marks: marks
      .filter(([s, e]) => e > start && s < end)
      .map(([s, e]): [number, number] => [Math.max(s, start) + shift, Math.min(e, end) + shift]),
  }
}
