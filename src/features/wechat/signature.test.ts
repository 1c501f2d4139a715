import { createHash } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { isSiteUrl, signShare, WechatSigner, type Cached, type SharedValueStore } from './signature'

describe('share signature', () => {
  it('matches the platform’s documented example', () => {
    // The chat platform's JS-SDK documentation, appendix 1.
    const sig = signShare(
      'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      'Wm3WZYTPz0wzccnW',
      1414587457,
      'http://mp.weixin.qq.com?params=value#fragment',
    )
    expect(sig).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed')
  })

  it('accepts only http(s) URLs on the site’s own hosts', () => {
    const hosts = ['www.site.test', 'en.site.test:3000']
    expect(isSiteUrl('https://www.site.test/a?b#c', hosts)).toBe(true)
    expect(isSiteUrl('http://en.site.test:3000/', hosts)).toBe(true)
    expect(isSiteUrl('http://en.site.test/', hosts)).toBe(false)
    expect(isSiteUrl('ftp://www.site.test/', hosts)).toBe(false)
    expect(isSiteUrl('//www.site.test/', hosts)).toBe(false)
  })

  it('refreshes the ticket shortly before it expires, once', async () => {
    let now = 0
    let tickets = 0
    const fetchImpl = vi.fn(async (url: URL | string) => {
      const u = new URL(String(url))
      const body = u.pathname.endsWith('/token')
        ? { access_token: 'T', expires_in: 7200 }
        : { errcode: 0, ticket: `ticket-${++tickets}`, expires_in: 7200 }
      return new Response(JSON.stringify(body))
    }) as unknown as typeof fetch
    const signer = new WechatSigner({ appId: 'a', appSecret: 's', apiBase: 'http://x' }, fetchImpl, () => now)
    const first = await signer.sign('http://p/', 0)
    now = 7000 * 1000 // within the last 5 minutes of 7200 s
    const second = await signer.sign('http://p/', 0)
    const expected = (t: string, n: string) =>
      createHash('sha1').update(`jsapi_ticket=${t}&noncestr=${n}&timestamp=0&url=http://p/`).digest('hex')
    expect(first.signature).toBe(expected('ticket-1', first.nonceStr))
    expect(second.signature).toBe(expected('ticket-2', second.nonceStr))
  })

  it('lets several instances share one token and ticket through a shared store', async () => {
    // An in-memory stand-in for Redis, with the lock's semantics (first taker wins until set).
    const values = new Map<string, Cached>()
    const locks = new Set<string>()
    const store: SharedValueStore = {
      get: async (name) => values.get(name) ?? null,
      set: async (name, cached) => {
        values.set(name, cached)
        locks.delete(name)
      },
      delete: async (name) => {
        values.delete(name)
      },
      lock: async (name) => (locks.has(name) ? false : (locks.add(name), true)),
    }
    const fetchImpl = vi.fn(async (url: URL | string) => {
      await new Promise((resolve) => setTimeout(resolve, 20))
      const body = new URL(String(url)).pathname.endsWith('/token')
        ? { access_token: 'T', expires_in: 7200 }
        : { errcode: 0, ticket: 'shared-ticket', expires_in: 7200 }
      return new Response(JSON.stringify(body))
    }) as unknown as typeof fetch
    const config = { appId: 'a', appSecret: 's', apiBase: 'http://x' }
    const instances = [1, 2, 3].map(() => new WechatSigner(config, fetchImpl, Date.now, store))
    const signatures = await Promise.all(instances.map((s) => s.sign('http://p/', 0)))
    // One token and one ticket request for all three instances, and all sign with the same ticket.
    expect(fetchImpl).toHaveBeenCalledTimes(2)
    for (const s of signatures) {
      const plain = `jsapi_ticket=shared-ticket&noncestr=${s.nonceStr}&timestamp=0&url=http://p/`
      expect(s.signature).toBe(createHash('sha1').update(plain).digest('hex'))
    }
  })
})
