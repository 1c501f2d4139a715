import { describe, expect, it } from 'vitest'
import { previewExpiry, signPreview, verifyPreview } from './token'

const secret = 'a-test-secret-of-enough-length'
const now = 1_800_000_000

describe('live-preview pass', () => {
  const claims = { user: 7, origin: 'http://www.site.test', exp: now + 60 }

  it('round-trips its claims', () => {
    expect(verifyPreview(signPreview(claims, secret), secret, now)).toEqual(claims)
  })

  it('refuses an expired pass', () => {
    expect(verifyPreview(signPreview(claims, secret), secret, now + 61)).toBeNull()
  })

  it('refuses another secret, a changed body and junk', () => {
    const token = signPreview(claims, secret)
    expect(verifyPreview(token, 'another-secret-of-enough-length', now)).toBeNull()
    const forged = Buffer.from(JSON.stringify([1, claims.origin, claims.exp])).toString('base64url')
    expect(verifyPreview(`${forged}.${token.split('.')[1]}`, secret, now)).toBeNull()
    for (const junk of ['', '.', 'a.b', 'a.b.c', `${token}x`, 'x'.repeat(600), null, undefined]) {
      expect(verifyPreview(junk, secret, now)).toBeNull()
    }
  })

  it('keeps the same expiry within an hour, one to two hours ahead', () => {
    const start = 1_800_000_000 - (1_800_000_000 % 3600)
    expect(previewExpiry(start)).toBe(previewExpiry(start + 3599))
    expect(previewExpiry(start) - start).toBe(7200)
    expect(previewExpiry(start + 3599) - (start + 3599)).toBe(3601)
  })
})
