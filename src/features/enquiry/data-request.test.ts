import { describe, expect, it } from 'vitest'
import type { Enquiry } from '@/cms/payload-types'
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
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-03T00:00:00.000Z',
  }
  const now = new Date('2026-11-24T08:00:00.000Z')

  it('JSON holds every field of every enquiry', () => {
    const file = exportFile('jane@example.com', [doc], 'json', now)
    expect(file.filename).toBe('data-request-2026-11-24.json')
    expect(file.contentType).toMatch(/^application\/json/)
    expect(JSON.parse(file.body)).toEqual({
      email: 'jane@example.com',
      exportedAt: now.toISOString(),
      enquiries: [doc],
    })
  })

  it('CSV has a column for every field, and spreadsheet formulas neutralised', () => {
    const file = exportFile('jane@example.com', [doc], 'csv', now)
    expect(file.filename).toBe('data-request-2026-11-24.csv')
    const [header, row] = file.body.replace(/^\uFEFF/, '').split('\r\n')
    for (const field of Object.keys(doc)) {
      const name = field === 'locale' ? 'site' : field === 'username' ? 'name' : field
      expect(header, field).toContain(`"${name}"`)
    }
    expect(row).toContain('"Agent/1.0"')
    expect(row).toContain(`"'=HYPERLINK(""x"")"`)
  })
})
