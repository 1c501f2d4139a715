import { describe, expect, it } from 'vitest'
import { errorDocumentFor, serverErrorPage, unavailablePage } from './error-documents.mjs'

/** The text a reader gets with scripts ignored. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

describe('the 500 page', () => {
  it('carries the title, the message, and the home and back controls in the host language', () => {
    const zh = serverErrorPage('zh')
    expect(zh).toContain('<html lang="zh-CN">')
    expect(zh).toContain('<title>HTTP Error 500</title>')
    expect(visibleText(zh)).toContain('服务器开小差了，请稍后再试。')
    expect(zh).toMatch(/<a href="\/"[^>]*>首页<\/a>/)
    expect(zh).toMatch(/<button type="button" id="error-back"[^>]*>返回<\/button>/)

    const en = serverErrorPage('en')
    expect(en).toContain('<html lang="en">')
    expect(visibleText(en)).toContain('Something went wrong on our side. Please try again later.')
    expect(en).toMatch(/<a href="\/"[^>]*>Home<\/a>/)
    expect(en).toMatch(/<button type="button" id="error-back"[^>]*>Back<\/button>/)
  })
})

describe('which document replaces a failed one', () => {
  it('is the 503 page while the database is down, on site and admin paths alike', () => {
    for (const admin of [false, true]) {
      const r = errorDocumentFor({ locale: 'en', databaseUp: false, admin })
      expect(r?.status).toBe(503)
      expect(r?.headers['Retry-After']).toBe('30')
      expect(r?.html).toBe(unavailablePage('en'))
    }
  })

  it('is the 500 page for a site page, and Next’s own answer for the admin', () => {
    const r = errorDocumentFor({ locale: 'zh', databaseUp: true, admin: false })
    expect(r?.status).toBe(500)
    expect(r?.headers['Cache-Control']).toBe('no-store')
    expect(r?.html).toBe(serverErrorPage('zh'))
    expect(errorDocumentFor({ locale: 'zh', databaseUp: true, admin: true })).toBeNull()
  })
})
