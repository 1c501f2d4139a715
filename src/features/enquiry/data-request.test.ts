import { describe, expect, it } from 'vitest'
import type { Enquiry, EnquiryEvent } from '@/cms/payload-types'
import { DataRequestError, exportFile, normalizeEmail, parseExportFormat, sameEmail } from './data-request'

const refusal = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    if (error instanceof DataRequestError) return { status: error.status, key: error.key }
    throw error
  }
  return null
}

describe('data-subject request input', () => {
  it('trims and lower-cases the address', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com')
  })

  it.each([undefined, null, '', '   ', 42, {}])('refuses a missing address (%s) with a 400', (raw) => {
    expect(refusal(() => normalizeEmail(raw))).toEqual({ status: 400, key: 'emailRequired' })
  })

  it.each(['jane', 'jane@', '@example.com', 'jane doe@example.com', `${'a'.repeat(250)}@example.com`])(
    'refuses a malformed address (%s) with a 400',
    (raw) => {
      expect(refusal(() => normalizeEmail(raw))).toEqual({ status: 400, key: 'emailInvalid' })
    },
  )

  it('matches a stored address whole, ignoring case and spaces', () => {
    expect(sameEmail(' Jane.Doe@example.com', 'jane.doe@example.com')).toBe(true)
    expect(sameEmail('xjane.doe@example.com', 'jane.doe@example.com')).toBe(false)
    expect(sameEmail('jane_doe@example.com', 'janexdoe@example.com')).toBe(false)
    expect(sameEmail(null, 'jane.doe@example.com')).toBe(false)
  })

  it('exports JSON by default, CSV on request, and refuses other formats', () => {
    expect(parseExportFormat(undefined)).toBe('json')
    expect(parseExportFormat('csv')).toBe('csv')
    expect(refusal(() => parseExportFormat('xml'))).toEqual({ status: 400, key: 'formatInvalid' })
  })
})

describe('data-subject export file', () => {
  const doc: Enquiry = {
    id: 7,
    username: '王小明',
    phone: '13800000000',
    email: 'Jane@example.com',
    company: '=HYPERLINK("x")',
    product: 'MogDB',
    description: 'line one\nline "two"',
    locale: 'zh',
    clientIp: '203.0.113.7',
    userAgent: 'Agent/1.0',
    deliveryStatus: 'sent',
    deliveryAttempts: 1,
    deliveredAt: '2026-01-02T00:00:00.000Z',
    lastError: null,
    status: 'contacted',
    owner: 3,
    firstContactAt: '2026-01-02T01:00:00.000Z',
    notes: [{ id: 'n1', body: '=SUM(A1) called back', author: 3, at: '2026-01-02T01:00:00.000Z' }],
    source: { host: 'www.site.test', path: '/products/mogdb', utmCampaign: 'launch' },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-03T00:00:00.000Z',
  }
  const history: EnquiryEvent[] = [
    {
      id: 11,
      enquiry: 7,
      field: 'status',
      from: 'new',
      to: 'contacted',
      by: 3,
      createdAt: '2026-01-02T01:00:00.000Z',
      updatedAt: '2026-01-02T01:00:00.000Z',
    },
    {
      id: 12,
      enquiry: 8,
      field: 'owner',
      from: null,
      to: 'other@example.com',
      by: 3,
      createdAt: '2026-01-02T02:00:00.000Z',
      updatedAt: '2026-01-02T02:00:00.000Z',
    },
  ]
  const now = new Date('2026-11-24T08:00:00.000Z')

  it('JSON holds every field of every enquiry, and their history', () => {
    const file = exportFile('jane@example.com', [doc], history.slice(0, 1), 'json', now)
    expect(file.filename).toBe('data-request-2026-11-24.json')
    expect(file.contentType).toMatch(/^application\/json/)
    expect(JSON.parse(file.body)).toEqual({
      email: 'jane@example.com',
      exportedAt: now.toISOString(),
      enquiries: [doc],
      history: history.slice(0, 1),
    })
  })

  it('CSV has a column for every field and the history, and spreadsheet formulas neutralised', () => {
    const file = exportFile('jane@example.com', [doc], history, 'csv', now)
    expect(file.filename).toBe('data-request-2026-11-24.csv')
    const [header, row] = file.body.replace(/^\uFEFF/, '').split('\r\n')
    for (const field of Object.keys(doc)) {
      const name = field === 'locale' ? 'site' : field === 'username' ? 'name' : field
      if (field === 'source') continue
      expect(header, field).toContain(`"${name}"`)
    }
    for (const key of Object.keys(doc.source!)) expect(header).toContain(`"source.${key}"`)
    expect(header).toContain('"history"')
    expect(row).toContain('"2026-01-02T01:00:00.000Z #3: =SUM(A1) called back"')
    expect(row).toContain('"/products/mogdb"')
    // Only this enquiry's history.
    expect(row).toContain('"2026-01-02T01:00:00.000Z status: new → contacted (#3)"')
    expect(row).not.toContain('other@example.com')
    expect(row).toContain('"Agent/1.0"')
    expect(row).toContain(`"'=HYPERLINK(""x"")"`)
  })
})
