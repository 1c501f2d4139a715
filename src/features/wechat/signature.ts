import { createHash, randomBytes } from 'node:crypto'

/**
 * The chat app's (WeChat) JS-SDK signing: an access token and a JS-API ticket from the platform,
 * each cached until shortly before it expires with at most one refresh in flight, and the SHA-1
 * signature of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (the page URL without its hash).
 */
export type WechatConfig = { appId: string; appSecret: string; apiBase: string }

export type ShareSignature = { appId: string; timestamp: number; nonceStr: string; signature: string }

/** The platform answered with an error or not at all. */
export class UpstreamError extends Error {}

export function signShare(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${stripHash(url)}`
  return createHash('sha1').update(plain).digest('hex')
}

export const stripHash = (url: string) => url.split('#')[0]

type Cached = { value: string; refreshAt: number }

/** A value fetched on demand and kept until shortly before it expires; one fetch at a time. */
class ExpiringValue {
  private cached?: Cached
  private inFlight?: Promise<string>
  constructor(
    private readonly fetchValue: () => Promise<{ value: string; expiresIn: number }>,
    private readonly now: () => number,
  ) {}

  get(): Promise<string> {
    if (this.cached && this.now() < this.cached.refreshAt) return Promise.resolve(this.cached.value)
    this.inFlight ??= this.fetchValue()
      .then(({ value, expiresIn }) => {
        // Refresh 5 minutes early (or at half-life for short-lived values).
        const margin = Math.min(300, expiresIn / 2)
        this.cached = { value, refreshAt: this.now() + (expiresIn - margin) * 1000 }
        return value
      })
      .finally(() => {
        this.inFlight = undefined
      })
    return this.inFlight
  }

  invalidate() {
    this.cached = undefined
  }
}

export class WechatSigner {
  private readonly token: ExpiringValue
  private readonly ticket: ExpiringValue

  constructor(
    private readonly config: WechatConfig,
    private readonly fetchImpl: typeof fetch = fetch,
    now: () => number = Date.now,
  ) {
    this.token = new ExpiringValue(() => this.fetchToken(), now)
    this.ticket = new ExpiringValue(() => this.fetchTicket(), now)
  }

  async sign(url: string, now = Date.now()): Promise<ShareSignature> {
    const ticket = await this.ticket.get()
    const nonceStr = randomBytes(12).toString('hex')
    const timestamp = Math.floor(now / 1000)
    return {
      appId: this.config.appId,
      timestamp,
      nonceStr,
      signature: signShare(ticket, nonceStr, timestamp, url),
    }
  }

  private async call(path: string, params: Record<string, string>): Promise<Record<string, unknown>> {
    const url = new URL(path, this.config.apiBase.replace(/\/?$/, '/'))
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
    let response: Response
    try {
      response = await this.fetchImpl(url, { signal: AbortSignal.timeout(5000), cache: 'no-store' })
    } catch (error) {
      throw new UpstreamError(`chat platform unreachable: ${(error as Error).message}`)
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null
    if (!response.ok || !body) throw new UpstreamError(`chat platform answered HTTP ${response.status}`)
    if (body.errcode && body.errcode !== 0) {
      throw new UpstreamError(`chat platform error ${String(body.errcode)}: ${String(body.errmsg ?? '')}`)
    }
    return body
  }

  private async fetchToken() {
    const body = await this.call('cgi-bin/token', {
      grant_type: 'client_credential',
      appid: this.config.appId,
      secret: this.config.appSecret,
    })
    if (typeof body.access_token !== 'string') throw new UpstreamError('chat platform sent no access token')
    return { value: body.access_token, expiresIn: Number(body.expires_in) || 7200 }
  }

  private async fetchTicket() {
    const get = async () =>
      this.call('cgi-bin/ticket/getticket', { access_token: await this.token.get(), type: 'jsapi' })
    let body: Record<string, unknown>
    try {
      body = await get()
    } catch (error) {
      // A token revoked early (another server fetched a new one): fetch a fresh token once.
      if (!(error instanceof UpstreamError) || !/error (40001|42001|40014)/.test(error.message)) throw error
      this.token.invalidate()
      body = await get()
    }
    if (typeof body.ticket !== 'string') throw new UpstreamError('chat platform sent no ticket')
    return { value: body.ticket, expiresIn: Number(body.expires_in) || 7200 }
  }
}

/** True when the URL is an http(s) address on one of the site's own hosts. */
export function isSiteUrl(raw: string, hosts: readonly string[]): boolean {
  let u: URL
  try {
    u = new URL(raw)
  } catch {
    return false
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return false
  if (u.username || u.password) return false
  return hosts.includes(u.host.toLowerCase())
}
