import type { Payload, PayloadRequest, Where } from 'payload'
import type { Locale } from '@/i18n/routing'
import { productPageTypes } from '@/features/products/types'
import { asVisitor, titledWhere } from '@/features/content/visitor'
import { eachPageAfterLastId } from '@/features/content/after-last-id'
import type { SearchDoc, SearchKind } from './engine'
import { lexicalText } from './lexical'
import { documentKey, documentPath, type PagedCollection } from '@/features/preview/paths'

/**
 * Where each kind of searched content lives (collection) and how one of its documents becomes a
 * search document: which texts are searched, and the page that shows it.
 */
type Raw = Record<string, unknown>

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '')
const join = (...texts: string[]) => texts.filter(Boolean).join('\n')
/** Arrays of { title, text } points (features, challenges…) and { value, label } figures. */
const items = (v: unknown): string =>
  Array.isArray(v)
    ? join(...v.map((i: Raw | null) => join(str(i?.title), str(i?.text), str(i?.value), str(i?.label))))
    : ''

type Source = {
  collection: PagedCollection
  /** Extra conditions besides "published and titled in this language". */
  where?: Where
  /** The fields `summary` and `body` read (with the title, the page's key and the date, the only ones loaded). */
  reads: string[]
  summary: (d: Raw) => string
  body: (d: Raw) => string
  dated?: boolean
}

const plan = (collection: 'solution-plans' | 'product-plans'): Source => ({
  collection,
  reads: ['summary', 'challenges', 'body', 'benefits'],
  summary: (d) => str(d.summary),
  body: (d) => join(items(d.challenges), lexicalText(d.body), items(d.benefits)),
})

export const sources: Record<SearchKind, Source> = {
  products: {
    collection: 'products',
    // zDBM has no page of its own (the proxy redirects it).
    where: { type: { in: [...productPageTypes] } },
    reads: ['tagline', 'summary', 'figures', 'values', 'features', 'scenarios', 'architectureCaption'],
    summary: (d) => join(str(d.tagline), str(d.summary)),
    body: (d) =>
      join(
        items(d.figures),
        items(d.values),
        items(d.features),
        items(d.scenarios),
        str(d.architectureCaption),
      ),
  },
  services: {
    collection: 'services',
    reads: ['tagline', 'summary', 'offerings', 'process', 'deliverables'],
    summary: (d) => join(str(d.tagline), str(d.summary)),
    body: (d) => join(items(d.offerings), items(d.process), items(d.deliverables)),
  },
  solutionPlans: plan('solution-plans'),
  productPlans: plan('product-plans'),
  cases: {
    collection: 'cases',
    reads: ['customer', 'summary', 'result', 'body'],
    summary: (d) => join(str(d.customer), str(d.summary)),
    body: (d) => join(str((d.result as Raw | null)?.label), lexicalText(d.body)),
    dated: true,
  },
  news: {
    collection: 'news',
    reads: ['summary', 'body'],
    summary: (d) => str(d.summary),
    body: (d) => lexicalText(d.body),
    dated: true,
  },
  articles: {
    collection: 'articles',
    reads: ['summary', 'author', 'tags', 'body'],
    summary: (d) =>
      join(str(d.summary), str(d.author), Array.isArray(d.tags) ? d.tags.map(str).join(' ') : ''),
    body: (d) => lexicalText(d.body),
    dated: true,
  },
  docs: {
    collection: 'docs',
    reads: ['summary', 'version', 'body'],
    summary: (d) => str(d.summary),
    body: (d) => join(str(d.version), lexicalText(d.body)),
    dated: true,
  },
  videos: {
    collection: 'videos',
    reads: ['summary'],
    summary: (d) => str(d.summary),
    body: () => '',
    dated: true,
  },
  pages: {
    collection: 'pages',
    reads: ['meta', 'layout'],
    summary: (d) => join(str((d.meta as Raw | null)?.description), ...blocks(d).map((b) => str(b.text))),
    body: (d) => join(...blocks(d).map(blockText)),
  },
}

/** A landing page's blocks (features/landing-pages/queries.ts). */
const blocks = (d: Raw): Raw[] => (Array.isArray(d.layout) ? (d.layout as Raw[]) : [])

/** The words a visitor reads in one block: headings, texts, rich text, questions and answers, figures. */
function blockText(b: Raw): string {
  const rows = (v: unknown, ...fields: string[]) =>
    Array.isArray(v) ? join(...v.map((r: Raw | null) => join(...fields.map((f) => str(r?.[f]))))) : ''
  return join(
    str(b.heading),
    lexicalText(b.content),
    str(b.caption),
    rows(b.items, 'title', 'text', 'question', 'answer', 'value', 'label'),
  )
}

export function toSearchDoc(kind: SearchKind, d: Raw): SearchDoc | null {
  const title = str(d.title)
  const s = sources[kind]
  const url = documentPath(s.collection, d)
  if (!title || !url) return null
  return {
    id: `${kind}:${d.id}`,
    kind,
    title,
    summary: s.summary(d),
    body: s.body(d),
    url,
    date: s.dated ? str(d.publishedAt) || null : null,
  }
}

const whereFor = (s: Source): Where => titledWhere(s.where)

/**
 * What a search document is made of, and nothing else: a collection's other fields (images, SEO,
 * relations) would be read and converted by Payload for every document of every build.
 */
const selectFor = (s: Source) =>
  Object.fromEntries(
    ['title', documentKey(s.collection), ...(s.dated ? ['publishedAt'] : []), ...s.reads].map((f) => [
      f,
      true,
    ]),
  ) as never

/** The searched kind stored in a collection, if it is searched. */
export function kindOf(collection: string): SearchKind | undefined {
  return (Object.keys(sources) as SearchKind[]).find((k) => sources[k].collection === collection)
}

/**
 * Documents read per query while loading. The SQLite driver reads on the event loop, so a page
 * is a pause for every other request: 50 documents with their bodies take a few milliseconds.
 */
const PAGE = 50

/**
 * The searched documents of one kind and language, read as a visitor (published only, no
 * fallback), a page at a time after the last id; `where` narrows them (e.g. changed since).
 */
export async function loadSearchDocsOf(
  payload: Payload,
  locale: Locale,
  kind: SearchKind,
  onPage: (docs: SearchDoc[]) => Promise<void> | void,
  where?: Where,
): Promise<void> {
  const s = sources[kind]
  await eachPageAfterLastId(
    PAGE,
    async (after) =>
      (
        await payload.find({
          collection: s.collection,
          where: { and: [whereFor(s), ...(where ? [where] : []), { id: { greater_than: after } }] },
          sort: 'id',
          limit: PAGE,
          pagination: false,
          depth: 0,
          select: selectFor(s),
          ...asVisitor(locale),
        })
      ).docs as unknown as (Raw & { id: unknown })[],
    (docs) => onPage(docs.map((d) => toSearchDoc(kind, d)).filter((d) => d !== null)),
  )
}

/** Every searched document of one language (tests, benches). */
export async function loadSearchDocs(payload: Payload, locale: Locale): Promise<SearchDoc[]> {
  const all: SearchDoc[] = []
  for (const kind of Object.keys(sources) as SearchKind[])
    await loadSearchDocsOf(payload, locale, kind, (docs) => void all.push(...docs))
  return all
}

/** The ids (as search ids, `kind:id`) of every document of one kind a visitor finds in `locale`. */
export async function visibleIds(payload: Payload, locale: Locale, kind: SearchKind): Promise<Set<string>> {
  const s = sources[kind]
  const ids = await idsInChunks((after) =>
    payload.find({
      collection: s.collection,
      where: { and: [whereFor(s), { id: { greater_than: after } }] },
      sort: 'id',
      limit: ID_CHUNK,
      pagination: false,
      depth: 0,
      select: { id: true } as never,
      ...asVisitor(locale),
    }),
  )
  return new Set(ids.map((id) => `${kind}:${id}`))
}

/** Ids read per query by the whole-kind reads below (about 40 ms each through Payload at 1,000). */
const ID_CHUNK = 1000

/** Every id a read returns, a chunk after the last id of the one before (after-last-id.ts). */
async function idsInChunks(read: (after: number) => Promise<{ docs: unknown[] }>): Promise<number[]> {
  const ids: number[] = []
  await eachPageAfterLastId(
    ID_CHUNK,
    async (after) => (await read(after)).docs as { id: number }[],
    (docs) => void ids.push(...docs.map((d) => d.id)),
  )
  return ids
}

/**
 * One document as the search of `locale` shows it now, or null when a visitor would not find
 * it (a draft, deleted, no title in that language). Read with the writer's request, so inside
 * its transaction: it sees the change being made.
 */
export async function readSearchDoc(
  req: PayloadRequest,
  locale: Locale,
  kind: SearchKind,
  id: number | string,
): Promise<SearchDoc | null> {
  const s = sources[kind]
  const res = await req.payload.find({
    collection: s.collection,
    where: { and: [whereFor(s), { id: { equals: id } }, { _status: { equals: 'published' } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    select: selectFor(s),
    locale,
    fallbackLocale: false,
    draft: false,
    // The visitor's rule (features/content/visitor.ts: published only) is the `_status` condition.
    overrideAccess: true,
    req,
  })
  const d = res.docs[0]
  return d ? toSearchDoc(kind, d as unknown as Raw) : null
}

/** Per kind: how many documents are published, and the newest `updatedAt` among them. */
export type ContentStamp = Record<SearchKind, { count: number; newest: string }>

/** What a reader that is not a visitor passes: every document's main row, whatever the access. */
const asSystem = { overrideAccess: true, draft: false, depth: 0 } as const

/**
 * A cheap fingerprint of the searched content, the same for both languages: per kind, the
 * number of published documents and the newest change among them (an index serves both; no
 * language table is read). Publishing, unpublishing, deleting or editing on any instance moves
 * it, so every instance notices and catches up.
 */
export async function contentStamp(payload: Payload): Promise<ContentStamp> {
  const kinds = Object.keys(sources) as SearchKind[]
  const parts = await Promise.all(
    kinds.map(async (kind) => {
      const res = await payload.find({
        collection: sources[kind].collection,
        where: { _status: { equals: 'published' } },
        sort: '-updatedAt',
        limit: 1,
        select: { updatedAt: true },
        ...asSystem,
      })
      const newest = (res.docs[0] as { updatedAt?: string } | undefined)?.updatedAt ?? ''
      return [kind, { count: res.totalDocs, newest }] as const
    }),
  )
  return Object.fromEntries(parts) as ContentStamp
}

/** The documents of one kind changed since `since` (inclusive; '' for all): ids, and which are published. */
export async function changedSince(
  payload: Payload,
  kind: SearchKind,
  since: string,
): Promise<{ id: number; published: boolean }[]> {
  const res = await payload.find({
    collection: sources[kind].collection,
    // Both states named: the index on (_status, updated_at) serves each. No stamp yet: all.
    where: {
      _status: { in: ['published', 'draft'] },
      ...(since ? { updatedAt: { greater_than_equal: since } } : {}),
    },
    select: { _status: true } as never,
    pagination: false,
    ...asSystem,
  })
  return res.docs.map((d) => {
    const { id, _status } = d as { id: number; _status?: string }
    return { id, published: _status === 'published' }
  })
}

/** The ids of every published document of one kind, whatever the language. */
export async function publishedIds(payload: Payload, kind: SearchKind): Promise<Set<number>> {
  const ids = await idsInChunks((after) =>
    payload.find({
      collection: sources[kind].collection,
      where: { _status: { equals: 'published' }, id: { greater_than: after } },
      sort: 'id',
      limit: ID_CHUNK,
      select: { id: true } as never,
      pagination: false,
      ...asSystem,
    }),
  )
  return new Set(ids)
}
