import { stemmer } from 'stemmer'

/**
 * One tokenizer for indexing, querying and highlighting, so the three always agree.
 *
 * - Han text is indexed as overlapping character bigrams of each run of Han characters. Word
 *   segmentation (ICU's dictionary, behind `Intl.Segmenter('zh', {granularity: 'word'})`)
 *   splits domain terms (数据库容灾方案 → 数据|库|容|灾|方案), so whole-word terms would miss
 *   容灾; bigrams find a word inside a longer word whatever a dictionary says.
 * - Latin words (and numbers such as 6,500 or 5.0) are found with one Unicode regular
 *   expression, NFKC-normalised, lower-cased and stemmed (Porter), so "migrate" finds
 *   "migration"; a few English function words are dropped.
 * - Text in scripts written without spaces other than Han (kana, Thai…) goes through
 *   `Intl.Segmenter`. It is not used for Han and Latin text: measured here it costs about
 *   0.45 ms per KB, twenty times the regular expression, and would add nothing to bigrams.
 */

/** A term of the index and where it sits in the text (UTF-16 offsets, end exclusive). */
export type Span = { start: number; end: number; term: string; kind: 'han' | 'word' }

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' })
/** Letters, marks and digits, joined by . ' ’ inside a word and , between digits (6,500). */
const wordPattern = /[\p{L}\p{M}\p{N}]+(?:(?:[.'’]|(?<=\p{N}),(?=\p{N}))[\p{L}\p{M}\p{N}]+)*/gu
const hanRun = /\p{Script=Han}+/gu
/** Scripts whose words are not separated by spaces and which are not Han. */
const unspaced =
  /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u
const stopWords = new Set([
  'a',
  'an',
  'the',
  'of',
  'and',
  'or',
  'to',
  'in',
  'on',
  'for',
  'with',
  'is',
  'are',
  'by',
])

/** Normalises one non-Han word to its index term, or null for a word not worth indexing. */
export function wordTerm(word: string): string | null {
  const w = word.normalize('NFKC').toLowerCase()
  if (!/[\p{L}\p{N}]/u.test(w) || stopWords.has(w)) return null
  // Porter stems English words only; names with digits (zdatax, 6500, v5.0) stay as they are.
  return /^[a-z]+$/.test(w) ? stem(w) : w
}

// Stemming is the costly part of indexing and a site's vocabulary is small: remember the stems.
const stems = new Map<string, string>()
function stem(word: string): string {
  let s = stems.get(word)
  if (s === undefined) {
    s = stemmer(word)
    if (stems.size > 100_000) stems.clear()
    stems.set(word, s)
  }
  return s
}

/** Splits a Han run into bigram spans (a single character stands alone). */
function hanSpans(text: string, start: number, end: number, out: Span[]): void {
  const chars = Array.from(text.slice(start, end))
  if (chars.length === 1) {
    out.push({ start, end, term: chars[0]!, kind: 'han' })
    return
  }
  let offset = start
  for (let i = 0; i + 1 < chars.length; i++) {
    const a = chars[i]!
    const b = chars[i + 1]!
    out.push({ start: offset, end: offset + a.length + b.length, term: a + b, kind: 'han' })
    offset += a.length
  }
}

/** A non-Han piece of a word: one term, or several when its script needs a word segmenter. */
function wordSpans(text: string, start: number, end: number, out: Span[]): void {
  const piece = text.slice(start, end)
  if (!unspaced.test(piece)) {
    const term = wordTerm(piece)
    if (term) out.push({ start, end, term, kind: 'word' })
    return
  }
  for (const seg of segmenter.segment(piece)) {
    if (!seg.isWordLike) continue
    const term = wordTerm(seg.segment)
    if (term)
      out.push({ start: start + seg.index, end: start + seg.index + seg.segment.length, term, kind: 'word' })
  }
}

/** Every index term of a text with its position, in reading order. */
export function spans(text: string): Span[] {
  const out: Span[] = []
  for (const m of text.matchAll(wordPattern)) {
    const word = m[0]
    const at = m.index
    let last = 0
    // A word may mix scripts (MogDB数据库): Han runs become bigrams, the rest words.
    for (const h of word.matchAll(hanRun)) {
      if (h.index > last) wordSpans(text, at + last, at + h.index, out)
      hanSpans(text, at + h.index, at + h.index + h[0].length, out)
      last = h.index + h[0].length
    }
    if (last < word.length) wordSpans(text, at + last, at + word.length, out)
  }
  return out
}

/** The index terms of a text, in reading order (repeats kept: they are term frequencies). */
export function indexTerms(text: string): string[] {
  return spans(text).map((s) => s.term)
}

/**
 * A query as units that must all match: a word (with the letters typed, which decide fuzziness)
 * or a run of Han text (all of its bigrams).
 */
export type QueryUnit = { kind: 'word'; term: string; length: number } | { kind: 'han'; terms: string[] }

export function queryUnits(query: string): QueryUnit[] {
  const units: QueryUnit[] = []
  let run: string[] | null = null
  let runEnd = -1
  for (const s of spans(query)) {
    if (s.kind === 'han') {
      // Bigrams of one run overlap (end of one > start of next); a gap starts a new unit.
      if (run && s.start < runEnd) run.push(s.term)
      else {
        run = [s.term]
        units.push({ kind: 'han', terms: run })
      }
      runEnd = s.end
    } else {
      run = null
      units.push({ kind: 'word', term: s.term, length: Array.from(query.slice(s.start, s.end)).length })
    }
  }
  // The same term twice adds nothing but cost.
  const seen = new Set<string>()
  return units.filter((u) => {
    const key = u.kind === 'word' ? `w:${u.term}` : `h:${u.terms.join('|')}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
