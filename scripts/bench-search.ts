/**
 * Search bench (npm run bench:search): builds the index from >= 10,000 synthetic documents in
 * both scripts through the same code as the site (SearchIndex, tokenizer, highlighting), then
 * times a mix of queries (Chinese words inside longer words, English with typos and word forms,
 * as-you-type prefixes, multi-word) and prints p50/p95/max. Fails (exit 1) when p95 >= 50 ms.
 * Options: --docs N (default 12000), --queries N (default 2000).
 */
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { SearchIndex, searchKinds, type SearchDoc } from '../src/features/search/engine'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const docCount = arg('docs', 12_000)
const queryCount = arg('queries', 2_000)

// A deterministic generator, so every run measures the same corpus.
let seed = 42
const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!

const zhWords = [
  '数据库',
  '容灾',
  '方案',
  '迁移',
  '高可用',
  '分布式',
  '存储',
  '备份',
  '恢复',
  '运维',
  '监控',
  '性能',
  '优化',
  '国产化',
  '金融',
  '核心',
  '账务',
  '系统',
  '云平台',
  '数据同步',
  '实时',
  '集群',
  '主备',
  '切换',
  '演练',
  '安全',
  '审计',
  '智能',
  '分析',
  '管网',
  '漏损',
  '电网',
  '资源池',
  '整合',
  '升级',
  '平滑',
  '割接',
  '一致性',
  '校验',
  '信创',
  '改造',
  '架构',
  '弹性',
  '扩展',
  '自动化',
  '巡检',
  '告警',
  '容量',
  '规划',
  '服务',
]
const enWords = [
  'database',
  'migration',
  'disaster',
  'recovery',
  'availability',
  'distributed',
  'storage',
  'backup',
  'restore',
  'operations',
  'monitoring',
  'performance',
  'tuning',
  'banking',
  'ledger',
  'platform',
  'cloud',
  'replication',
  'cluster',
  'failover',
  'security',
  'audit',
  'analytics',
  'pipeline',
  'consolidation',
  'upgrade',
  'cutover',
  'consistency',
  'validation',
  'architecture',
  'elastic',
  'scaling',
  'automation',
  'inspection',
  'alerting',
  'capacity',
  'planning',
  'service',
  'migrating',
  'databases',
  'MogDB',
  'zCloud',
]

/**
 * A realistic vocabulary: the domain words above plus thousands of generated words, drawn with
 * Zipf's law (the frequency of the word of rank r is proportional to 1/r) as in real text. The
 * domain words are spread over the frequent ranks, so "database" is in most documents, as it
 * would be on a database vendor's site.
 */
const hanPool = Array.from({ length: 2500 }, (_, i) => String.fromCodePoint(0x4e00 + ((i * 7919) % 20_000)))
const syllables = [
  'ka',
  'lo',
  'mi',
  'ter',
  'ran',
  'sol',
  'vex',
  'dru',
  'pen',
  'ol',
  'ast',
  'gri',
  'no',
  'ble',
  'cus',
]
function vocabulary(domain: readonly string[], make: () => string, size: number): string[] {
  const words = Array.from({ length: size }, make)
  domain.forEach((w, i) => words.splice(i * 3, 0, w))
  return words
}
const zhVocab = vocabulary(
  zhWords,
  () => pick(hanPool) + pick(hanPool) + (rand() < 0.3 ? pick(hanPool) : ''),
  6000,
)
const enVocab = vocabulary(enWords, () => pick(syllables) + pick(syllables) + pick(syllables), 8000)
function zipf(words: readonly string[]): () => string {
  const cumulative: number[] = []
  let sum = 0
  for (let r = 1; r <= words.length; r++) cumulative.push((sum += 1 / r))
  return () => {
    const x = rand() * sum
    let lo = 0
    let hi = cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cumulative[mid]! < x) lo = mid + 1
      else hi = mid
    }
    return words[lo]!
  }
}
const zhWord = zipf(zhVocab)
const enWord = zipf(enVocab)
const zhText = (n: number) =>
  Array.from({ length: n }, (_, i) => zhWord() + (i % 9 === 8 ? '。' : i % 4 === 3 ? '，' : '')).join('')
const enText = (n: number) =>
  Array.from({ length: n }, (_, i) => enWord() + (i % 12 === 11 ? '.' : '')).join(' ')

function corpus(): SearchDoc[] {
  const docs: SearchDoc[] = []
  for (let i = 0; i < docCount; i++) {
    const zh = i % 2 === 0
    const text = zh ? zhText : enText
    docs.push({
      id: `bench:${i}`,
      kind: searchKinds[i % searchKinds.length]!,
      title: text(zh ? 6 : 5),
      summary: text(zh ? 20 : 18),
      body: text(zh ? 180 : 150),
      url: `/doc/${i}`,
      date: null,
    })
  }
  return docs
}

const queries = [
  () => '容灾',
  () => '漏损',
  () => pick(zhWords),
  () => pick(zhWords) + pick(zhWords),
  () => 'databse',
  () => 'migrate',
  () => pick(enWords),
  () => `${pick(enWords)} ${pick(enWords)}`,
  () => pick(enWords).slice(0, 4),
  () => `MogDB ${pick(zhWords)}`,
]

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!

const t0 = performance.now()
const docs = corpus()
const index = new SearchIndex(docs)
const buildMs = performance.now() - t0

// Warm up the JIT before measuring.
for (let i = 0; i < 50; i++) index.search(pick(queries)(), { page: 1, size: 10 })

/** Times every query; `size` 0 measures matching and ranking alone, 10 adds the highlighted page. */
function measure(size: number) {
  seed = 7
  const times: number[] = []
  let found = 0
  for (let i = 0; i < queryCount; i++) {
    const q = pick(queries)()
    const start = performance.now()
    const page = index.search(q, { page: 1, size, asYouType: i % 2 === 0 })
    times.push(performance.now() - start)
    if (page.total > 0) found++
  }
  times.sort((a, b) => a - b)
  return { times, found }
}

const fmt = (n: number) => `${n.toFixed(2)} ms`
const line = (t: number[]) =>
  `p50 ${fmt(quantile(t, 0.5))}  p95 ${fmt(quantile(t, 0.95))}  p99 ${fmt(quantile(t, 0.99))}  max ${fmt(t.at(-1)!)}`
const ranking = measure(0)
const full = measure(10)
const p95 = quantile(full.times, 0.95)
console.log(
  `machine:   ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
)
console.log(`documents: ${index.size} (index built in ${(buildMs / 1000).toFixed(1)} s)`)
console.log(`queries:   ${queryCount} (${full.found} with results)`)
console.log(`  matching and ranking only:        ${line(ranking.times)}`)
console.log(`  first page of 10, highlighted:    ${line(full.times)}`)
if (index.size < 10_000 || p95 >= 50) {
  console.error('FAIL: the bench needs >= 10,000 documents and a p95 under 50 ms')
  process.exit(1)
}
