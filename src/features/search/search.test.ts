import { describe, expect, it } from 'vitest'
import { SearchIndex, type SearchDoc } from './engine'
import { excerpt, markTerms } from './highlight'
import { parts } from './marked'
import { lexicalText } from './lexical'
import { indexTerms, queryUnits, spans } from './tokenizer'

const doc = (id: string, title: string, body = '', summary = ''): SearchDoc => ({
  id,
  kind: 'cases',
  title,
  summary,
  body,
  url: `/customer/case/${id}`,
})

describe('tokenizer', () => {
  it('indexes Han text as bigrams, so a word inside a longer word is found', () => {
    expect(indexTerms('数据库容灾方案')).toEqual(['数据', '据库', '库容', '容灾', '灾方', '方案'])
    expect(queryUnits('容灾')).toEqual([{ kind: 'han', terms: ['容灾'] }])
  })

  it('stems English words and drops function words', () => {
    expect(indexTerms('The Migration of databases')).toEqual(['migrat', 'databas'])
    expect(queryUnits('migrate')).toEqual([{ kind: 'word', term: 'migrat', length: 7 }])
  })

  it('keeps product names with digits, normalises full-width letters and mixed scripts', () => {
    expect(indexTerms('ＭｏｇＤＢ 5.0 迁移')).toEqual(['mogdb', '5.0', '迁移'])
    expect(queryUnits('MogDB 迁移 容灾')).toEqual([
      { kind: 'word', term: 'mogdb', length: 5 },
      { kind: 'han', terms: ['迁移'] },
      { kind: 'han', terms: ['容灾'] },
    ])
  })

  it('reports positions that point at the words in the text', () => {
    const text = 'Oracle 到 MogDB'
    for (const s of spans(text)) expect(text.slice(s.start, s.end).length).toBeGreaterThan(0)
    expect(spans(text).map((s) => text.slice(s.start, s.end))).toEqual(['Oracle', '到', 'MogDB'])
  })

  it('keeps numbers whole, splits mixed-script words, segments kana with Intl.Segmenter', () => {
    expect(indexTerms('6,500 TPS, v5.0')).toEqual(['6,500', 'tp', 'v5.0'])
    expect(indexTerms('MogDB数据库')).toEqual(['mogdb', '数据', '据库'])
    expect(indexTerms('データベース移行')).toContain('移行')
  })

  it('gives nothing for punctuation or spaces only', () => {
    expect(queryUnits(' ，。!? ')).toEqual([])
  })
})

describe('search', () => {
  const index = new SearchIndex([
    doc('1', '城市供水管网漏损智能分析', '通过传感器数据定位漏点。'),
    doc('2', '异地备库', '作为数据库容灾方案的第三副本。'),
    doc('3', 'Database migration in 36 hours', 'A bank moved its core ledger.'),
    doc('4', 'Core ledger', 'The team planned the database migration over a weekend.'),
    doc('5', 'Monitoring', 'Dashboards for every instance.'),
  ])
  const ids = (q: string, asYouType = false) =>
    index.search(q, { page: 1, size: 10, asYouType }).hits.map((h) => h.id)

  it('finds 数据库容灾方案 by 容灾 and 漏损 inside 管网漏损', () => {
    expect(ids('容灾')).toEqual(['2'])
    expect(ids('漏损')).toEqual(['1'])
    expect(ids('数据库容灾')).toEqual(['2'])
  })

  it('requires every Han bigram: 容方 is not a word of any document', () => {
    expect(ids('容方')).toEqual([])
  })

  it('tolerates one typo in longer words and matches other forms of a word', () => {
    expect(ids('databse')).toEqual(['3', '4'])
    expect(ids('migrate')).toEqual(['3', '4'])
    expect(ids('migrating databases')).toEqual(['3', '4'])
  })

  it('does not fuzz short words', () => {
    expect(ids('cor')).toEqual([])
    expect(ids('core')).toEqual(['4', '3'])
  })

  it('ranks a title match above a body match', () => {
    expect(ids('ledger')[0]).toBe('4')
    expect(ids('migration')[0]).toBe('3')
  })

  it('matches the last word as a prefix while typing', () => {
    expect(ids('monitors')).toEqual(['5'])
    expect(ids('dashb', true)).toEqual(['5'])
    expect(ids('dashb')).toEqual([])
  })

  it('falls back to any word when no document has them all', () => {
    expect(ids('ledger 漏损').sort()).toEqual(['1', '3', '4'])
  })

  it('pages the results and counts them all', () => {
    const page2 = index.search('database', { page: 2, size: 1 })
    expect(page2.total).toBe(2)
    expect(page2.hits.map((h) => h.id)).toEqual(['4'])
  })

  it('highlights the matched words in the title and excerpt', () => {
    const [hit] = index.search('数据库容灾', { page: 1, size: 1 }).hits
    expect(hit!.title.marks).toEqual([])
    const shown = parts(hit!.excerpt)
      .filter((p) => p.hit)
      .map((p) => p.text)
    expect(shown).toEqual(['数据库容灾'])
    const [en] = index.search('databse migrate', { page: 1, size: 1 }).hits
    expect(
      parts(en!.title)
        .filter((p) => p.hit)
        .map((p) => p.text),
    ).toEqual(['Database', 'migration'])
  })
})

describe('the excerpt of a summary made of several texts', () => {
  // An article's summary, author and tags are lines of its searched summary.
  const index = new SearchIndex([
    doc('1', 'Online migration', '', 'Full load plus changes.\nSun Haoran\nreplication cdc'),
  ])
  const excerptOf = (q: string) => index.search(q, { page: 1, size: 1 }).hits[0]!.excerpt

  it('shows only the lines that matched', () => {
    expect(excerptOf('changes').text).toBe('Full load plus changes.')
    expect(excerptOf('haoran').text).toBe('Sun Haoran')
    const both = excerptOf('changes cdc')
    expect(both.text).toBe('Full load plus changes. · replication cdc')
    expect(
      parts(both)
        .filter((p) => p.hit)
        .map((p) => p.text),
    ).toEqual(['changes', 'cdc'])
  })

  it('shows the first line when only the title matched', () => {
    expect(excerptOf('online').text).toBe('Full load plus changes.')
  })
})

describe('index maintenance', () => {
  const dated = (id: string, title: string, date: string): SearchDoc => ({ ...doc(id, title), date })
  const ids = (index: SearchIndex, q: string, page = 1, size = 10) =>
    index.search(q, { page, size }).hits.map((h) => h.id)

  it('takes an edit and a removal at once, and forgets the words a document no longer has', () => {
    const index = new SearchIndex([doc('1', 'Backup policy'), doc('2', 'Backup tools')])
    index.upsert(doc('1', 'Restore drill'))
    expect(ids(index, 'backup')).toEqual(['2'])
    expect(ids(index, 'restore')).toEqual(['1'])
    index.remove('2')
    expect(ids(index, 'backup')).toEqual([])
    expect(index.search('backup', { page: 1, size: 10 }).total).toBe(0)
    expect(index.size).toBe(1)
    expect(index.idsOf('cases')).toEqual(['1'])
    // A word that left the index is no longer a prefix or a one-typo match either.
    expect(index.search('backu', { page: 1, size: 10, asYouType: true }).total).toBe(0)
  })

  it('orders equal scores by date, newest first, the same way on every search', () => {
    const index = new SearchIndex([
      dated('a', 'Cluster', '2024-01-01'),
      dated('b', 'Cluster', '2026-01-01'),
      dated('c', 'Cluster', '2025-01-01'),
    ])
    expect(ids(index, 'cluster')).toEqual(['b', 'c', 'a'])
    index.upsert(dated('b', 'Cluster', '2023-01-01'))
    expect(ids(index, 'cluster')).toEqual(['c', 'a', 'b'])
  })

  it('pages a large result: each match on exactly one page, in rank order, with the total', () => {
    const many = Array.from({ length: 250 }, (_, i) =>
      dated(
        String(i),
        `Replica ${'replica '.repeat(i % 7)}`,
        `2020-01-${String((i % 28) + 1).padStart(2, '0')}`,
      ),
    )
    const index = new SearchIndex(many)
    const all = ids(index, 'replica', 1, 250)
    expect(new Set(all).size).toBe(250)
    const paged = Array.from({ length: 25 }, (_, p) => ids(index, 'replica', p + 1, 10)).flat()
    expect(paged).toEqual(all)
    expect(index.search('replica', { page: 3, size: 10 }).total).toBe(250)
    expect(ids(index, 'replica', 26, 10)).toEqual([])
  })
})

describe('highlighting', () => {
  it('splits text into plain and marked parts without losing a character', () => {
    const marked = markTerms('MogDB 数据库容灾', new Set(['mogdb', '容灾']))
    const p = parts(marked)
    expect(p.map((x) => x.text).join('')).toBe('MogDB 数据库容灾')
    expect(p).toEqual([
      { text: 'MogDB', hit: true },
      { text: ' 数据库', hit: false },
      { text: '容灾', hit: true },
    ])
  })

  it('cuts an excerpt around the first match and keeps the marks on the same words', () => {
    const long = 'x'.repeat(300) + ' disaster recovery ' + 'y'.repeat(300)
    const cut = excerpt(markTerms(long, new Set(['disast'])), 100)
    expect(cut.text.length).toBeLessThanOrEqual(102)
    expect(cut.text.startsWith('…') && cut.text.endsWith('…')).toBe(true)
    const hit = parts(cut).find((p) => p.hit)
    expect(hit?.text).toBe('disaster')
  })

  it('treats markup in content as text (React escapes it)', () => {
    const p = parts(markTerms('<b>MogDB</b>', new Set(['mogdb'])))
    expect(p.map((x) => x.text).join('')).toBe('<b>MogDB</b>')
  })
})

describe('lexicalText', () => {
  it('extracts text of nested nodes with blocks on their own lines', () => {
    const value = {
      root: {
        type: 'root',
        children: [
          { type: 'heading', children: [{ type: 'text', text: '背景' }] },
          {
            type: 'list',
            children: [
              { type: 'listitem', children: [{ type: 'text', text: 'one' }] },
              { type: 'listitem', children: [{ type: 'link', children: [{ type: 'text', text: 'two' }] }] },
            ],
          },
        ],
      },
    }
    expect(lexicalText(value)).toBe('背景\none\ntwo')
    expect(lexicalText(null)).toBe('')
    expect(lexicalText({ root: 'x' })).toBe('')
  })
})
