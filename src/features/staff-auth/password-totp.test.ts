import { describe, expect, it } from 'vitest'
import { passwordProblem } from './password-policy'
import {
  hashRecoveryCode,
  newRecoveryCodes,
  openSecret,
  sealSecret,
  totpCode,
  totpStep,
  newTotpSecret,
} from './totp-core'

describe('passwordProblem', () => {
  it('refuses short, common and personal passwords, in zh or en', () => {
    expect(passwordProblem('abcd', 'zh')).toContain('12')
    expect(passwordProblem('Password1234', 'en')).toContain('too easy to guess')
    expect(passwordProblem('1q2w3e4r5t6y7u', 'en')).not.toBeNull()
    // The account's own address is a known word: strong alone, weak as one's own password.
    expect(passwordProblem('li.wei@enmotech.com', 'en')).toBeNull()
    expect(passwordProblem('li.wei@enmotech.com', 'en', ['li.wei@enmotech.com'])).not.toBeNull()
    expect(passwordProblem('violet-harbour-cactus-71', 'en')).toBeNull()
  })
})

describe('TOTP', () => {
  it('accepts a code of this step or the next, not an older one or garbage', () => {
    const secret = newTotpSecret()
    const now = Date.UTC(2026, 0, 1, 12, 0, 10)
    const step = Math.floor(now / 30_000)
    expect(totpStep(secret, totpCode(secret, now), now)).toBe(step)
    expect(totpStep(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1)
    expect(totpStep(secret, totpCode(secret, now - 90_000), now)).toBeNull()
    expect(totpStep(secret, 'abcdef', now)).toBeNull()
  })

  it('keeps secrets sealed under the key and recovery codes as keyed hashes', () => {
    const sealed = sealSecret('JBSWY3DPEHPK3PXP', 'key-one')
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(openSecret(sealed, 'key-one')).toBe('JBSWY3DPEHPK3PXP')
    expect(openSecret(sealed, 'key-two')).toBeNull()
    const codes = newRecoveryCodes()
    expect(new Set(codes).size).toBe(10)
    expect(hashRecoveryCode(codes[0]!.toUpperCase(), 'k')).toBe(hashRecoveryCode(codes[0]!, 'k'))
    expect(hashRecoveryCode(codes[0]!, 'k')).not.toContain(codes[0]!.replace('-', ''))
  })
})
