import { describe, expect, it } from 'vitest'
import { documentPdf, type PdfDocument } from './pdf'

const base: PdfDocument = {
  lang: 'en',
  company: 'Enmotech',
  title: 'Best Practices: Migrating (Oracle) to MogDB',
  meta: 'Version 5.0 · 2024/05/20',
  summary: 'Checklists and fixes for common issues, organised by migration phase.',
  body: [{ h2: 'Who it is for' }, { p: 'DBAs’ checklists.' }, { ul: ['One', 'Two'] }],
  date: '2024-05-20T00:00:00.000Z',
}

/** The objects' byte offsets as the cross-reference table gives them. */
function xref(pdf: string): number[] {
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)![1])
  const table = pdf.slice(start)
  expect(table.startsWith('xref\n')).toBe(true)
  return [...table.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
}

describe('documentPdf', () => {
  it('is a PDF whose cross-reference table points at each object and whose streams have their length', () => {
    const pdf = documentPdf(base).toString('latin1')
    expect(pdf.startsWith('%PDF-1.7\n')).toBe(true)
    const offsets = xref(pdf)
    expect(offsets.length).toBeGreaterThan(8)
    offsets.forEach((offset, i) =>
      expect(pdf.slice(offset, offset + 12)).toMatch(new RegExp(`^${i + 1} 0 obj\\n`)),
    )
    for (const m of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/g))
      expect(Buffer.byteLength(m[2]!, 'latin1')).toBe(Number(m[1]))
  })

  it('sets Latin text in Helvetica, escaped, and Chinese text as UTF-16 for the Chinese font', () => {
    const en = documentPdf(base).toString('latin1')
    expect(en).toContain('(Best Practices: Migrating \\(Oracle\\) to MogDB) Tj')
    // The apostrophe is WinAnsi's byte 0222 (octal).
    expect(en).toContain('(DBAs\\222 checklists.) Tj')
    const zh = documentPdf({ ...base, lang: 'zh', title: '迁移 MogDB 指南' }).toString('latin1')
    // 迁移 in the Chinese font, " MogDB " in Helvetica, 指南 in the Chinese font again.
    expect(zh).toContain(
      '/F3 20 Tf 2 Tr 0.50 w <8fc179fb> Tj /F2 20 Tf 0 Tr ( MogDB ) Tj /F3 20 Tf 2 Tr 0.50 w <63075357> Tj',
    )
    expect(zh).toContain('/Lang (zh-CN)')
    // The title in the document information, as UTF-16 with its byte-order mark.
    expect(zh).toContain('/Title <feff8fc179fb0020004d006f006700440042002063075357>')
  })

  it('breaks long text into lines and full pages into more pages', () => {
    const long = 'Replication keeps a standby in step with the primary. '.repeat(40)
    const pdf = documentPdf({ ...base, body: Array.from({ length: 12 }, () => ({ p: long })) }).toString(
      'latin1',
    )
    const pages = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(pdf)![1])
    expect(pages).toBeGreaterThanOrEqual(3)
    expect(pdf).toContain(`Page ${pages} of ${pages}`)
    // No line of running text is longer than the page allows (about 95 characters at 11 pt).
    const lines = [...pdf.matchAll(/\/F1 11 Tf 0 Tr \(([^)]*)\) Tj/g)].map((m) => m[1]!)
    expect(lines.length).toBeGreaterThan(100)
    for (const line of lines) expect(line.length).toBeLessThan(100)
  })
})
