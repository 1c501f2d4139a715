import { excerpt, markTerms, type Marked } from './highlight'
import { countTerms, fieldCount, maxDocNumber, Postings, tfBits, tfMask } from './postings'
import { indexTerms, queryUnits, type QueryUnit } from './tokenizer'

/** What the site search covers, in the order results are labelled in the interface. */
export const searchKinds = [
  'products',
  'services',
  'solutionPlans',
  'productPlans',
  'cases',
  'news',
  'articles',
  'docs',
  'videos',
  'pages',
] as const
export type SearchKind = (typeof searchKinds)[number]

/** One searchable page: plain text in one language, and where it lives on the site. */
export type SearchDoc = {
  /** Unique across kinds, e.g. "cases:12". */
  id: string
  kind: SearchKind
  title: string
  /** Short texts shown as the excerpt when they match: summary, tagline, customer, author… */
  summary: string
  /** Long text: the rich-text body and lists of points. */
  body: string
  /** Site path, e.g. /customer/case/12. */
  url: string
  /** Publication date for dated kinds (ISO), shown next to the result. */
  date?: string | null
}

export type SearchHit = {
  id: string
  kind: SearchKind
  url: string
  date: string | null
  title: Marked
  excerpt: Marked
}

export type SearchPage = { total: number; page: number; size: number; hits: SearchHit[] }

/** Title matches rank above summary matches, which rank above body matches (by field id). */
const boost = [4, 1.5, 1]
/** Typos are tolerated (one edit) in words of at least this many letters. */
const fuzzyFrom = 5
/** As-you-type: the last word is also a prefix once it has this many letters. */
const prefixFrom = 3
/** BM25+ (k1, b, delta), and the weights of prefix and one-typo matches against an exact one. */
const bm25 = { k: 1.2, b: 0.7, d: 0.5 }
const weight = { prefix: 0.375, fuzzy: 0.45 }

/** An index term a clause accepts, and how much a match on it counts. */
type Variant = { term: string; weight: number }
/** A query unit is matched when every one of its clauses is; a clause when any variant is. */
type Clause = Variant[]

function clausesOf(unit: QueryUnit, last: boolean, asYouType: boolean, postings: Postings): Clause[] {
  const exact = (term: string): Variant => ({ term, weight: 1 })
  const prefixed = (term: string): Variant[] =>
    postings.withPrefix(term).map((t) => ({
      term: t,
      weight: (weight.prefix * t.length) / (t.length + 0.3 * (t.length - term.length)),
    }))
  if (unit.kind === 'han') {
    // A lone character matches the bigrams it starts; longer runs need every bigram.
    const lone = unit.terms.length === 1 && Array.from(unit.terms[0]!).length === 1
    if (lone) return [[exact(unit.terms[0]!), ...prefixed(unit.terms[0]!)]]
    return unit.terms.map((t) => [exact(t)])
  }
  const clause = [exact(unit.term)]
  const prefixes = asYouType && last && unit.length >= prefixFrom ? prefixed(unit.term) : []
  clause.push(...prefixes)
  if (unit.length >= fuzzyFrom) {
    const taken = new Set(prefixes.map((v) => v.term))
    for (const t of postings.oneEditFrom(unit.term))
      if (!taken.has(t)) clause.push({ term: t, weight: (weight.fuzzy * t.length) / (t.length + 1) })
  }
  return [clause]
}

/**
 * The marked part of a long text around its first match: the text is tokenized a chunk at a
 * time (cut at white space or punctuation) and stops at the first chunk that matches, so a hit
 * costs the same whatever the length of the body. The first chunk when nothing matches.
 */
function firstMatchingChunk(text: string, matched: ReadonlySet<string>, size = 600): Marked {
  let first: Marked | null = null
  for (let start = 0; start < text.length && start < 50_000;) {
    let end = Math.min(text.length, start + size)
    if (end < text.length) {
      const cut = text.slice(end - 80, end).search(/[\s，。；、,.;!?！？][^\s，。；、,.;!?！？]*$/)
      if (cut >= 0) end = end - 80 + cut + 1
    }
    const chunk = markTerms(text.slice(start, end), matched)
    if (chunk.marks.length > 0) return chunk
    first ??= chunk
    start = end
  }
  return first ?? { text: '', marks: [] }
}

/**
 * The lines of a summary that matched, joined by " · ", or its first line when none did. A
 * summary's lines are separate texts (an article's summary, author and tags; a case's customer
 * and summary): a match in the summary should not show the author and tags run on after it.
 */
function matchingLines(text: string, matched: ReadonlySet<string>): Marked {
  const lines = text.split('\n').map((line) => markTerms(line, matched))
  const hits = lines.filter((line) => line.marks.length > 0)
  const out: Marked = { text: '', marks: [] }
  for (const line of hits.length > 0 ? hits : lines.slice(0, 1)) {
    if (out.text) out.text += ' · '
    const shift = out.text.length
    out.text += line.text
    out.marks.push(...line.marks.map(([s, e]): [number, number] => [s + shift, e + shift]))
  }
  return out
}

/**
 * The best `k` of `items`, best first (`before(a, b)`: a ranks above b), in O(n log k) with a
 * heap whose root is the worst of the best so far: a page never sorts every match.
 */
function best(items: number[], k: number, before: (a: number, b: number) => boolean): number[] {
  const order = (a: number, b: number) => (before(a, b) ? -1 : 1)
  if (k <= 0) return []
  if (items.length <= k) return items.sort(order)
  const heap: number[] = []
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j]!, heap[i]!])
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item)
      for (let i = heap.length - 1; i > 0 && before(heap[(i - 1) >>> 1]!, heap[i]!); i = (i - 1) >>> 1)
        swap(i, (i - 1) >>> 1)
    } else if (before(item, heap[0]!)) {
      heap[0] = item
      for (let i = 0; ;) {
        const l = 2 * i + 1
        let worst = i
        if (l < k && before(heap[worst]!, heap[l]!)) worst = l
        if (l + 1 < k && before(heap[worst]!, heap[l + 1]!)) worst = l + 1
        if (worst === i) break
        swap(i, worst)
        i = worst
      }
    }
  }
  return heap.sort(order)
}

/** Per-document working arrays of a search, kept between searches (zeroed where used). */
class Scratch {
  score = new Float64Array(0)
  unitScore = new Float64Array(0)
  clausesHit = new Uint16Array(0)
  seenIn = new Int32Array(0)
  unitsHit = new Uint16Array(0)
  quality = new Uint16Array(0)

  /** Room for `n` documents. */
  fit(n: number): this {
    if (this.score.length >= n) return this
    const size = Math.max(n, this.score.length * 2)
    this.score = new Float64Array(size)
    this.unitScore = new Float64Array(size)
    this.clausesHit = new Uint16Array(size)
    this.seenIn = new Int32Array(size)
    this.unitsHit = new Uint16Array(size)
    this.quality = new Uint16Array(size)
    return this
  }

  /** Zeroes what a search wrote for `docs`. */
  clear(docs: number[]): void {
    for (const d of docs) {
      this.score[d] = 0
      this.unitsHit[d] = 0
      this.quality[d] = 0
    }
    // Clause numbers restart at 1 with each search.
    this.seenIn.fill(0)
  }
}

/**
 * An in-memory full-text index of one language's published content: BM25+ over title, summary
 * and body (`postings.ts`). A search scores every match in flat arrays and keeps only the best
 * of the page asked for, so its cost grows with the matches' postings, not with objects per match.
 */
export class SearchIndex {
  private postings = new Postings()
  /** Each indexed document by number; numbers grow with every add (an edit is a new number). */
  private byNumber: (SearchDoc | undefined)[] = []
  private readonly numberOf = new Map<string, number>()
  /** Each document's field lengths in terms (document number * fieldCount + field). */
  private lengths = new Uint32Array(1024)
  private readonly totalLength = new Array<number>(fieldCount).fill(0)
  private readonly scratch = new Scratch()

  constructor(docs: SearchDoc[]) {
    for (const doc of docs) this.upsert(doc)
  }

  get size(): number {
    return this.numberOf.size
  }

  /** Adds a document, or replaces the one with the same id (an edit). */
  upsert(doc: SearchDoc): void {
    const n = this.numberOf.get(doc.id)
    // A catch-up re-reads documents this instance's hooks already indexed: nothing to redo.
    if (n !== undefined && sameDoc(this.byNumber[n]!, doc)) return
    this.remove(doc.id)
    if (this.byNumber.length >= maxDocNumber) this.renumber()
    const next = this.byNumber.length
    const fields = termsOf(doc)
    this.byNumber.push(doc)
    this.numberOf.set(doc.id, next)
    if ((next + 1) * fieldCount > this.lengths.length) {
      const grown = new Uint32Array(this.lengths.length * 2)
      grown.set(this.lengths)
      this.lengths = grown
    }
    fields.lengths.forEach((len, f) => {
      this.lengths[next * fieldCount + f] = len
      this.totalLength[f]! += len
    })
    this.postings.add(next, fields)
  }

  /** Forgets a document (unpublished, deleted, or no longer titled in this language). */
  remove(id: string): void {
    const n = this.numberOf.get(id)
    if (n === undefined) return
    const fields = termsOf(this.byNumber[n]!)
    this.postings.remove(n, fields)
    fields.lengths.forEach((len, f) => (this.totalLength[f]! -= len))
    this.numberOf.delete(id)
    this.byNumber[n] = undefined
  }

  /** The ids of the indexed documents of one kind. */
  idsOf(kind: SearchKind): string[] {
    return [...this.numberOf.keys()].filter((id) => this.byNumber[this.numberOf.get(id)!]!.kind === kind)
  }

  /** Ranked matches: every word of the query must match; if none does, any word may. */
  search(query: string, opts: { page: number; size: number; asYouType?: boolean }): SearchPage {
    const units = queryUnits(query)
    const { page, size } = opts
    if (units.length === 0) return { total: 0, page, size, hits: [] }
    const clauses = units.map((u, i) =>
      clausesOf(u, i === units.length - 1, opts.asYouType ?? false, this.postings),
    )
    const scratch = this.scratch.fit(this.byNumber.length)
    const matched = this.score(clauses, scratch)
    try {
      const { score, unitsHit, quality } = scratch
      let found = matched.filter((d) => unitsHit[d] === units.length)
      if (found.length === 0 && units.length > 1) found = matched
      // Like MiniSearch: a document matching more of the query's terms ranks higher (OR).
      for (const d of found) score[d]! *= quality[d]!
      // Equal scores: the newer first, then the earlier indexed, so a page never reshuffles.
      const dateOf = (d: number) => this.byNumber[d]!.date ?? ''
      const before = (a: number, b: number) =>
        score[a] !== score[b]
          ? score[a]! > score[b]!
          : dateOf(a) !== dateOf(b)
            ? dateOf(a) > dateOf(b)
            : a < b
      const hits = best(found, page * size, before)
        .slice((page - 1) * size)
        .map((d) => this.hit(d, clauses))
      return { total: found.length, page, size, hits }
    } finally {
      scratch.clear(matched)
    }
  }

  /**
   * Every document that fully matches at least one unit. Leaves in `scratch` how many units each
   * matches, how many of the query's clauses those hold, and the summed BM25+ score of them.
   */
  private score(units: Clause[][], scratch: Scratch): number[] {
    const { score, unitScore, clausesHit, seenIn, unitsHit, quality } = scratch
    const live = this.numberOf.size
    const avg = this.totalLength.map((t) => (live > 0 ? t / live : 1))
    const docs: number[] = []
    const lengths = this.lengths
    const { k, b, d: delta } = bm25
    const fixed = k * (1 - b)
    const width = fieldCount
    let clauseNo = 0
    for (const clauses of units) {
      const touched: number[] = []
      for (const clause of clauses) {
        clauseNo++
        for (const { term, weight } of clause) {
          const fields = this.postings.get(term)
          for (let f = 0; f < width; f++) {
            const list = fields?.[f]
            if (!list) continue
            const idf = Math.log(1 + (live - list.length + 0.5) / (list.length + 0.5))
            const w = weight * boost[f]! * idf
            const perLength = (k * b) / avg[f]!
            for (let i = 0; i < list.length; i++) {
              const posting = list[i]!
              // docOf and tfOf, inlined: an imported function costs a lookup per posting.
              const d = posting >>> tfBits
              const tf = posting & tfMask
              unitScore[d]! +=
                w * (delta + (tf * (k + 1)) / (tf + fixed + perLength * lengths[d * width + f]!))
              if (seenIn[d] === clauseNo) continue
              seenIn[d] = clauseNo
              if (clausesHit[d]!++ === 0) touched.push(d)
            }
          }
        }
      }
      for (const d of touched) {
        if (clausesHit[d] === clauses.length) {
          if (unitsHit[d]!++ === 0) docs.push(d)
          score[d]! += unitScore[d]!
          quality[d]! += clauses.length
        }
        clausesHit[d] = 0
        unitScore[d] = 0
      }
    }
    return docs
  }

  /** Numbers the documents again from zero (after about a million adds and edits). */
  private renumber() {
    const docs = this.byNumber.filter((d): d is SearchDoc => d !== undefined)
    this.postings = new Postings()
    this.byNumber = []
    this.numberOf.clear()
    this.totalLength.fill(0)
    for (const doc of docs) this.upsert(doc)
  }

  private hit(n: number, units: Clause[][]): SearchHit {
    const doc = this.byNumber[n]!
    const matched = new Set<string>()
    for (const clause of units.flat())
      for (const { term } of clause) if (this.postings.has(term, n)) matched.add(term)
    const summary = matchingLines(doc.summary, matched)
    // The excerpt is the summary when it matched, else the matching part of the body.
    let text = summary
    if (summary.marks.length === 0) {
      const body = firstMatchingChunk(doc.body, matched)
      if (body.marks.length > 0 || !doc.summary) text = body
    }
    return {
      id: doc.id,
      kind: doc.kind,
      url: doc.url,
      date: doc.date ?? null,
      title: markTerms(doc.title, matched),
      // One space per white-space character keeps the mark offsets valid.
      excerpt: excerpt({ text: text.text.replace(/\s/g, ' '), marks: text.marks }),
    }
  }
}

const sameDoc = (a: SearchDoc, b: SearchDoc) =>
  a.title === b.title &&
  a.summary === b.summary &&
  a.body === b.body &&
  a.url === b.url &&
  a.kind === b.kind &&
  (a.date ?? null) === (b.date ?? null)

/** A document's terms per indexed field. */
const termsOf = (doc: SearchDoc) => countTerms([doc.title, doc.summary, doc.body], indexTerms)
