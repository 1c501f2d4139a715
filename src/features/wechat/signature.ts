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

export type Cached = { value: string; refreshAt: number }

/**
 * Where several instances share the token and ticket (Redis), so only one of them asks the
 * platform: the platform caps daily token requests, and a new token revokes the previous one.
 */
export interface SharedValueStore {
  get(name: string): Promise<Cached | null>
  /** Stores the value and releases this process's fetch lock. */
  set(name: string, cached: Cached): Promise<void>
  delete(name: string): Promise<void>
  /** True when this process won the right to fetch `name` for the next `ms` milliseconds. */
  lock(name: string, ms: number): Promise<boolean>
}

const FETCH_LOCK_MS = 10_000
const WAIT_STEP_MS = 150

/** A value fetched on demand and kept until shortly before it expires; one fetch at a time. */
class ExpiringValue {
  private cached?: Cached
  private inFlight?: Promise<string>
  constructor(
    private readonly name: string,
    private readonly fetchValue: () => Promise<{ value: string; expiresIn: number }>,
    private readonly now: () => number,
    private readonly store?: SharedValueStore,
  ) {}

  get(): Promise<string> {
    if (this.cached && this.now() < this.cached.refreshAt) return Promise.resolve(this.cached.value)
    this.inFlight ??= this.load()
      .then((cached) => {
        this.cached = cached
        return cached.value
      })
      .finally(() => {
        this.inFlight = undefined
      })
    return this.inFlight
  }

  async invalidate() {
    this.cached = undefined
    await this.store?.delete(this.name).catch(() => undefined)
  }

  /** The shared value when fresh; else one instance fetches while the others wait for it. */
  private async load(): Promise<Cached> {
    const store = this.store
    if (!store) return this.fetchFresh()
    const fresh = async () => {
      const shared = await store.get(this.name).catch(() => null)
      return shared && this.now() < shared.refreshAt ? shared : null
    }
    const existing = await fresh()
    if (existing) return existing
    const mine = await store.lock(this.name, FETCH_LOCK_MS).catch(() => true)
    if (!mine) {
      for (let waited = 0; waited < FETCH_LOCK_MS; waited += WAIT_STEP_MS) {
        await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS))
        const theirs = await fresh()
        if (theirs) return theirs
      }
    }
    const cached = await this.fetchFresh()
    await store.set(this.name, cached).catch(() => undefined)
    return cached
  }

  private async fetchFresh(): Promise<Cached> {
    const { value, expiresIn } = await this.fetchValue()
    // Refresh 5 minutes early (or at half-life for short-lived values).
    const margin = Math.min(300, expiresIn / 2)
    return { value, refreshAt: this.now() + (expiresIn - margin) * 1000 }
  }
}

export class WechatSigner {
  private readonly token: ExpiringValue
  private readonly ticket: ExpiringValue

  constructor(
    private readonly config: WechatConfig,
    private readonly fetchImpl: typeof fetch = fetch,
    now: () => number = Date.now,
    store?: SharedValueStore,
  ) {
    this.token = new ExpiringValue('token', () => this.fetchToken(), now, store)
    this.ticket = new ExpiringValue('ticket', () => this.fetchTicket(), now, store)
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
      await this.token.invalidate()
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
