/**
 * The inverted index under the site search: for each term and field, the documents that hold it.
 *
 * Built for tens of thousands of documents in one process: a posting list is one packed array of
 * small integers, each a document number and its term frequency (`doc * 1024 + tf`), in
 * ascending document order. That is 8 bytes a posting where a Map entry per posting took several
 * times more, and a query walks arrays without allocating per match.
 */

/** The indexed fields of a search document (title, summary, body); postings are kept per field. */
export const fieldCount = 3

export const tfBits = 10
/** The highest term frequency kept (higher ones count as this), and the mask that reads it. */
export const tfMask = (1 << tfBits) - 1
/** Document numbers stay below this, so a packed posting stays a small integer (< 2^30). */
export const maxDocNumber = 1 << 20

const docOf = (posting: number) => posting >>> tfBits

/** One term's postings per field (a field without the term has none). */
export type TermPostings = (number[] | undefined)[]

/** Where `doc` is in an ascending posting list, or -1. */
function indexOfDoc(list: number[], doc: number): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (docOf(list[mid]!) < doc) lo = mid + 1
    else hi = mid
  }
  return lo < list.length && docOf(list[lo]!) === doc ? lo : -1
}

/** The term frequencies of each field's terms, and each field's length in terms. */
export type FieldTerms = { counts: Map<string, number>[]; lengths: number[] }

export function countTerms(texts: readonly string[], terms: (text: string) => string[]): FieldTerms {
  const counts = texts.map(() => new Map<string, number>())
  const lengths = texts.map((text, f) => {
    const list = terms(text)
    for (const t of list) counts[f]!.set(t, (counts[f]!.get(t) ?? 0) + 1)
    return list.length
  })
  return { counts, lengths }
}

export class Postings {
  private readonly terms = new Map<string, TermPostings>()
  /** Terms by their first character, for prefix matches. */
  private readonly byFirst = new Map<string, Set<string>>()
  /** The characters of every term that is not Han: the letters a one-edit variant may use. */
  private readonly alphabet = new Set<string>()

  get(term: string): TermPostings | undefined {
    return this.terms.get(term)
  }

  /** Indexes document `doc`, which must be numbered above every document already indexed. */
  add(doc: number, fields: FieldTerms): void {
    fields.counts.forEach((counts, f) => {
      for (const [term, tf] of counts) {
        let entry = this.terms.get(term)
        if (!entry) {
          entry = Array.from({ length: fieldCount }, () => undefined)
          this.terms.set(term, entry)
          this.bucket(term).add(term)
          if (!/\p{Script=Han}/u.test(term)) for (const ch of term) this.alphabet.add(ch)
        }
        ;(entry[f] ??= []).push(doc * (tfMask + 1) + Math.min(tf, tfMask))
      }
    })
  }

  /** Removes document `doc` from the postings of the terms it was indexed with. */
  remove(doc: number, fields: FieldTerms): void {
    fields.counts.forEach((counts, f) => {
      for (const term of counts.keys()) {
        const entry = this.terms.get(term)
        const list = entry?.[f]
        if (!entry || !list) continue
        const at = indexOfDoc(list, doc)
        if (at >= 0) list.splice(at, 1)
        if (list.length === 0) entry[f] = undefined
        if (entry.every((l) => !l)) {
          this.terms.delete(term)
          this.bucket(term).delete(term)
        }
      }
    })
  }

  /** Whether document `doc` holds `term` in any field. */
  has(term: string, doc: number): boolean {
    return (this.terms.get(term) ?? []).some((list) => list !== undefined && indexOfDoc(list, doc) >= 0)
  }

  /** The indexed terms that start with `prefix` and are longer. */
  withPrefix(prefix: string): string[] {
    const out: string[] = []
    for (const term of this.bucket(prefix))
      if (term.length > prefix.length && term.startsWith(prefix)) out.push(term)
    return out
  }

  /**
   * The indexed terms one edit away from `term` (a letter deleted, replaced or inserted): the
   * variants are generated and looked up, which costs the same whatever the vocabulary's size.
   */
  oneEditFrom(term: string): string[] {
    const found = new Set<string>()
    const look = (t: string) => {
      if (t !== term && this.terms.has(t)) found.add(t)
    }
    for (let i = 0; i <= term.length; i++) {
      const head = term.slice(0, i)
      if (i < term.length) look(head + term.slice(i + 1))
      for (const ch of this.alphabet) {
        look(head + ch + term.slice(i))
        if (i < term.length) look(head + ch + term.slice(i + 1))
      }
    }
    return [...found]
  }

  private bucket(term: string): Set<string> {
    const first = String.fromCodePoint(term.codePointAt(0) ?? 0)
    let set = this.byFirst.get(first)
    if (!set) this.byFirst.set(first, (set = new Set()))
    return set
  }
}
