import { describe, expect, it } from 'vitest'
import { dingtalkSignature, feishuSignature } from './signature'

// Expected values computed apart from this code, with openssl (and checked with Python's hmac):
//   printf '1577262236757\nthis is secret' | openssl dgst -sha256 -hmac 'this is secret' -binary | base64
//   printf '' | openssl dgst -sha256 -mac HMAC -macopt hexkey:<hex of "1599360473\nthis is secret"> -binary | base64
describe('team-chat signatures', () => {
  it('signs DingTalk: HMAC-SHA256 of "timestamp(ms)\\nsecret" keyed by the secret, base64', () => {
    const sign = dingtalkSignature('this is secret', 1577262236757)
    expect(sign).toBe('hmPWwU+7lVdm3ZZz0r9tSfx0L4Q26jWOZr9+Gs6EZQM=')
    // As the query parameter carries it.
    expect(encodeURIComponent(sign)).toBe('hmPWwU%2B7lVdm3ZZz0r9tSfx0L4Q26jWOZr9%2BGs6EZQM%3D')
  })

  it('signs Feishu: HMAC-SHA256 of an empty message keyed by "timestamp(s)\\nsecret", base64', () => {
    expect(feishuSignature('this is secret', 1599360473)).toBe('/eYKrXQBzTjUZJ3s6NX16VxGbTwmK7AEs8/FnvC1CSw=')
  })

  it('changes with the timestamp and the secret', () => {
    expect(dingtalkSignature('a', 1)).not.toBe(dingtalkSignature('a', 2))
    expect(feishuSignature('a', 1)).not.toBe(feishuSignature('b', 1))
  })
})
