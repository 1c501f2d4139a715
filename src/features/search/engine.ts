import MiniSearch, { type Query, type SearchResult } from 'minisearch'
import { excerpt, markTerms, type Marked } from './highlight'
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

/** Title matches rank above summary matches, which rank above body matches. */
const boost = { title: 4, summary: 1.5, body: 1 }
/** Typos are tolerated (one edit) in words of at least this many letters. */
const fuzzyFrom = 5
/** As-you-type: the last word is also a prefix once it has this many letters. */
const prefixFrom = 3

function unitQuery(unit: QueryUnit, last: boolean, asYouType: boolean): Query {
  if (unit.kind === 'han') {
    // A lone character matches the bigrams it starts; longer runs need every bigram.
    const lone = unit.terms.length === 1 && Array.from(unit.terms[0]!).length === 1
    return { combineWith: 'AND', queries: unit.terms, prefix: lone, fuzzy: false }
  }
  return {
    queries: [unit.term],
    fuzzy: unit.length >= fuzzyFrom ? 1 : false,
    prefix: asYouType && last && unit.length >= prefixFrom,
  }
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

/** An in-memory full-text index of one language's published content (MiniSearch). */
export class SearchIndex {
  private readonly mini: MiniSearch<SearchDoc>
  private readonly docs = new Map<string, SearchDoc>()

  constructor(docs: SearchDoc[]) {
    this.mini = new MiniSearch<SearchDoc>({
      fields: ['title', 'summary', 'body'],
      idField: 'id',
      tokenize: indexTerms,
      // Terms come out of the tokenizer finished (normalised, stemmed, bigrams).
      processTerm: (term) => term,
      searchOptions: { boost, tokenize: (term) => [term], processTerm: (term) => term },
    })
    for (const doc of docs) this.docs.set(doc.id, doc)
    this.mini.addAll([...this.docs.values()])
  }

  get size(): number {
    return this.docs.size
  }

  /** Adds a document, or replaces the one with the same id (an edit). */
  upsert(doc: SearchDoc): void {
    this.remove(doc.id)
    this.docs.set(doc.id, doc)
    this.mini.add(doc)
  }

  /** Forgets a document (unpublished, deleted, or no longer titled in this language). */
  remove(id: string): void {
    if (!this.docs.delete(id)) return
    this.mini.discard(id)
  }

  /** The ids of the indexed documents of one kind. */
  idsOf(kind: SearchKind): string[] {
    return [...this.docs.values()].filter((d) => d.kind === kind).map((d) => d.id)
  }

  /** Ranked matches: every word of the query must match; if none does, any word may. */
  search(query: string, opts: { page: number; size: number; asYouType?: boolean }): SearchPage {
    const units = queryUnits(query)
    const { page, size } = opts
    if (units.length === 0) return { total: 0, page, size, hits: [] }
    const queries = units.map((u, i) => unitQuery(u, i === units.length - 1, opts.asYouType ?? false))
    let results = this.mini.search({ combineWith: 'AND', queries })
    if (results.length === 0 && units.length > 1) results = this.mini.search({ combineWith: 'OR', queries })
    const hits = results.slice((page - 1) * size, page * size).map((r) => this.hit(r))
    return { total: results.length, page, size, hits }
  }

  private hit(result: SearchResult): SearchHit {
    const doc = this.docs.get(String(result.id))!
    const matched = new Set(result.terms)
    const summary = markTerms(doc.summary, matched)
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
