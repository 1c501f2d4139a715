import type { RichBlock } from '../content/types'

/**
 * The seeded documents' downloadable editions: one small A4 PDF per document and language, written
 * directly (PDF 1.7, a few objects, no library): the company, the title, version and date, the
 * summary, then the body's headings, paragraphs, lists and quotes, over as many pages as it needs.
 * Chinese text is set in Adobe's standard STSong-Light (Adobe-GB1), which PDF readers map to an
 * installed Chinese font, so nothing is embedded; Latin text in the standard Helvetica.
 */

export type PdfDocument = {
  lang: 'zh' | 'en'
  company: string
  title: string
  /** Under the title: version and date, already worded. */
  meta: string
  summary: string
  body: RichBlock[]
  /** The document's date (ISO), the PDF's creation date. */
  date: string
}

const PAGE = { width: 595.28, height: 841.89, margin: 56, bottom: 64 }
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin
const INK = '0.07 0.09 0.15'
const MUTED = '0.33 0.37 0.45'
const ACCENT = '0.04 0.4 0.82'

// Helvetica's advance widths (its AFM, in 1/1000 em) for ASCII 32-126, to know where lines break.
// prettier-ignore
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
]

// Characters outside ASCII that Helvetica has (WinAnsiEncoding), with their byte and width.
const WIN_ANSI: Record<string, [code: number, width: number]> = {
  '’': [0x92, 222],
  '‘': [0x91, 222],
  '“': [0x93, 333],
  '”': [0x94, 333],
  '–': [0x96, 556],
  '—': [0x97, 1000],
  '•': [0x95, 350],
  '·': [0xb7, 278],
  µ: [0xb5, 556],
  é: [0xe9, 556],
}

/** A run of text in one font: Latin (Helvetica) or Chinese (STSong-Light). */
type Run = { cjk: boolean; text: string }

const isLatin = (ch: string) => (ch >= ' ' && ch <= '~') || ch in WIN_ANSI

// Breakable pieces of a text: a Latin word with its trailing spaces, runs of spaces, or one
// Chinese character (the Latin characters are printable ASCII and WIN_ANSI's).
const LATIN = `\\x21-\\x7e${Object.keys(WIN_ANSI).join('')}`
const PIECES = new RegExp(`[${LATIN}]+ *| +|[^\\x20${LATIN}]`, 'gu')

/** The text cut into runs that each font can set. */
function runs(text: string): Run[] {
  const out: Run[] = []
  for (const ch of text) {
    const cjk = !isLatin(ch)
    const last = out.at(-1)
    if (last && last.cjk === cjk) last.text += ch
    else out.push({ cjk, text: ch })
  }
  return out
}

/** Width of a text in em: Helvetica's widths for Latin, a full em for each Chinese character. */
function emWidth(text: string, bold: boolean): number {
  let w = 0
  for (const ch of text) {
    if (ch in WIN_ANSI) w += WIN_ANSI[ch]![1]
    else if (ch >= ' ' && ch <= '~') w += HELVETICA[ch.charCodeAt(0) - 32]!
    else w += 1000
  }
  // Helvetica-Bold is a little wider; measuring bold as 8 % wider keeps headings inside the margin.
  return (w / 1000) * (bold ? 1.08 : 1)
}

// Chinese punctuation that may not start a line: it stays with the character before it.
const NO_LINE_START = new Set('，。、：；！？）》」』”’,.;:!?)')

/** The text broken into lines no wider than `width` points at `size`. */
function wrap(text: string, size: number, width: number, bold: boolean): string[] {
  const pieces = text.match(PIECES) ?? []
  const lines: string[] = []
  let line = ''
  for (const piece of pieces) {
    const next = line + piece
    if (line && emWidth(next.trimEnd(), bold) * size > width && !NO_LINE_START.has(piece[0]!)) {
      lines.push(line.trimEnd())
      line = piece.trimStart()
    } else line = next
  }
  if (line.trim()) lines.push(line.trimEnd())
  return lines
}

/** A Latin run as a PDF string: bytes in WinAnsiEncoding, escaped. */
function latinString(text: string): string {
  let out = '('
  for (const ch of text) {
    const code = ch in WIN_ANSI ? WIN_ANSI[ch]![0] : ch.charCodeAt(0)
    if (ch === '(' || ch === ')' || ch === '\\') out += `\\${ch}`
    else if (code > 126) out += `\\${code.toString(8).padStart(3, '0')}`
    else out += ch
  }
  return `${out})`
}

/** A Chinese run as a PDF string for the UniGB-UCS2-H encoding: UTF-16BE, in hex. */
function cjkString(text: string): string {
  let hex = ''
  for (const ch of text) hex += (ch.codePointAt(0)! & 0xffff).toString(16).padStart(4, '0')
  return `<${hex}>`
}

/** One line of text at (x, y): each run in its font; the reader advances between them. */
function textLine(text: string, x: number, y: number, size: number, colour: string, bold = false): string {
  const parts = runs(text).map((r) =>
    r.cjk
      ? // STSong-Light has no bold: a bold Chinese run is filled and stroked (render mode 2).
        `/F3 ${size} Tf ${bold ? `2 Tr ${(size / 40).toFixed(2)} w` : '0 Tr'} ${cjkString(r.text)} Tj`
      : `/${bold ? 'F2' : 'F1'} ${size} Tf 0 Tr ${latinString(r.text)} Tj`,
  )
  return `BT ${colour} rg ${colour} RG ${x.toFixed(2)} ${y.toFixed(2)} Td ${parts.join(' ')} ET`
}

/** The pages' content streams: the document laid out top to bottom, a new page when one is full. */
function layout(doc: PdfDocument): string[] {
  const pages: string[][] = [[]]
  let y = PAGE.height - PAGE.margin
  const page = () => pages.at(-1)!
  const newPage = () => {
    pages.push([])
    y = PAGE.height - PAGE.margin
  }
  /** A block of wrapped text; `before` is the space above it. */
  const block = (
    text: string,
    o: { size: number; colour?: string; bold?: boolean; indent?: number; before?: number; bullet?: boolean },
  ) => {
    const indent = o.indent ?? 0
    // Headings set tighter than running text.
    const leading = o.size * (o.size >= 14 ? 1.35 : 1.6)
    y -= o.before ?? 0
    wrap(text, o.size, TEXT_WIDTH - indent, o.bold ?? false).forEach((line, i) => {
      if (y - leading < PAGE.bottom) newPage()
      y -= leading
      if (o.bullet && i === 0) page().push(textLine('•', PAGE.margin + indent - 11, y, o.size, ACCENT))
      page().push(textLine(line, PAGE.margin + indent, y, o.size, o.colour ?? INK, o.bold))
    })
  }

  // The company in the accent colour over a thin rule, as the site's header.
  page().push(textLine(doc.company, PAGE.margin, y - 10, 10, ACCENT, true))
  page().push(`${ACCENT} RG 1.2 w ${PAGE.margin} ${y - 20} m ${PAGE.width - PAGE.margin} ${y - 20} l S`)
  y -= 40
  block(doc.title, { size: 20, bold: true, before: 8 })
  if (doc.meta) block(doc.meta, { size: 10, colour: MUTED, before: 4 })
  if (doc.summary) block(doc.summary, { size: 12, colour: MUTED, before: 10 })
  for (const b of doc.body) {
    if ('h2' in b) block(b.h2, { size: 14, bold: true, before: 16 })
    else if ('h3' in b) block(b.h3, { size: 12, bold: true, before: 10 })
    else if ('p' in b) block(b.p, { size: 11, before: 6 })
    else if ('quote' in b) block(b.quote, { size: 11, colour: MUTED, indent: 18, before: 8 })
    else
      b.ul.forEach((item, i) => block(item, { size: 11, indent: 16, before: i === 0 ? 6 : 2, bullet: true }))
  }
  // Each page's foot: the title and the page number, in the muted colour.
  return pages.map((content, i) => {
    const foot =
      doc.lang === 'zh'
        ? `${doc.company} · 第 ${i + 1} 页，共 ${pages.length} 页`
        : `${doc.company} · Page ${i + 1} of ${pages.length}`
    return [...content, textLine(foot, PAGE.margin, 36, 8, MUTED)].join('\n')
  })
}

/** A PDF text string for the document information: UTF-16BE with its byte-order mark, in hex. */
const infoString = (text: string) => `<feff${cjkString(text).slice(1, -1)}>`

/** The document as the bytes of a PDF file. */
export function documentPdf(doc: PdfDocument): Buffer {
  const streams = layout(doc)
  const objects: string[] = []
  const add = (body: string) => objects.push(body) // object number = index + 1
  add(
    '<< /Type /Catalog /Pages 2 0 R /Lang (' +
      (doc.lang === 'zh' ? 'zh-CN' : 'en') +
      ') /ViewerPreferences << /DisplayDocTitle true >> >>',
  )
  const firstPage = 8
  const kids = streams.map((_, i) => `${firstPage + i * 2} 0 R`).join(' ')
  add(`<< /Type /Pages /Kids [${kids}] /Count ${streams.length} >>`)
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>')
  add(
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light-UniGB-UCS2-H /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
  )
  add(
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R /DW 1000 >>',
  )
  add(
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  )
  const resources = '<< /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >>'
  for (const [i, stream] of streams.entries()) {
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources ${resources} /Contents ${firstPage + i * 2 + 1} 0 R >>`,
    )
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`)
  }
  const date = doc.date.replace(/[-:]/g, '').replace('T', '').slice(0, 14).padEnd(14, '0')
  add(`<< /Title ${infoString(doc.title)} /Author ${infoString(doc.company)} /CreationDate (D:${date}Z) >>`)

  // The file: header, the objects, the cross-reference table of their byte offsets, the trailer.
  const header = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'
  let body = header
  const offsets: number[] = []
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
