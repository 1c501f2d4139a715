import type { TeamChat } from '@/cms/payload-types'
import { dingtalkSignature, feishuSignature } from './signature'

/** One group chat's incoming webhook, as the team-chat settings hold it. */
export type Webhook = { platform: 'wecom' | 'dingtalk' | 'feishu'; url: string; secret?: string | null }

/** How long one post may take before it counts as failed (and is retried with the job). */
export const POST_TIMEOUT_MS = 10_000

const sameProduct = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * The webhook for an enquiry about `product`: the first per-product entry whose product is the
 * same (trimmed, case-insensitive: "MogDB " and "mogdb" are one product; no partial matches, so
 * "MogDB" never takes "MogDB Stack"'s group), else the default; null when neither has a URL.
 */
export function webhookFor(
  settings: Pick<TeamChat, 'defaultWebhook' | 'productWebhooks'>,
  product: string,
): Webhook | null {
  const own = settings.productWebhooks?.find((w) => w.url?.trim() && sameProduct(w.product, product))
  if (own) return { platform: own.platform, url: own.url.trim(), secret: own.secret }
  const d = settings.defaultWebhook
  if (d?.url?.trim()) return { platform: d.platform ?? 'wecom', url: d.url.trim(), secret: d.secret }
  return null
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i

/**
 * A webhook URL must be https: it carries the group's token, and the message names a customer.
 * Plain http is allowed to a loopback address only (a relay on the same machine, a test
 * server), never across a network.
 */
export function isAllowedWebhookUrl(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname))
}

/** The request each platform expects for a plain-text message. */
function request(webhook: Webhook, text: string, now: number): { url: string; body: unknown } {
  const secret = webhook.secret?.trim()
  switch (webhook.platform) {
    case 'dingtalk': {
      const url = new URL(webhook.url)
      if (secret) {
        // URLSearchParams form-encodes the base64 (+ / =), as DingTalk requires.
        url.searchParams.set('timestamp', String(now))
        url.searchParams.set('sign', dingtalkSignature(secret, now))
      }
      return { url: url.toString(), body: { msgtype: 'text', text: { content: text } } }
    }
    case 'feishu': {
      const seconds = Math.floor(now / 1000)
      const signed = secret ? { timestamp: String(seconds), sign: feishuSignature(secret, seconds) } : {}
      return { url: webhook.url, body: { ...signed, msg_type: 'text', content: { text } } }
    }
    default:
      return { url: webhook.url, body: { msgtype: 'text', text: { content: text } } }
  }
}

/**
 * Posts `text` to the group. Throws unless the platform accepted it: a non-2xx answer, a
 * non-zero code (WeCom and DingTalk `errcode`, Feishu `code`), no JSON, or no answer within
 * the timeout. The error never includes the URL (its token lets anyone post to the group).
 */
export async function postToChat(webhook: Webhook, text: string, now = Date.now()): Promise<void> {
  const { url, body } = request(webhook, text, now)
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    redirect: 'error',
  })
  const raw = await response.text()
  if (!response.ok) throw new Error(`${webhook.platform} webhook answered HTTP ${response.status}`)
  let reply: { errcode?: unknown; errmsg?: unknown; code?: unknown; msg?: unknown }
  try {
    reply = JSON.parse(raw) as typeof reply
  } catch {
    throw new Error(`${webhook.platform} webhook answered something other than JSON`)
  }
  const code = webhook.platform === 'feishu' ? reply.code : reply.errcode
  if (code !== 0) {
    const why = String(webhook.platform === 'feishu' ? reply.msg : reply.errmsg).slice(0, 200)
    throw new Error(`${webhook.platform} webhook refused the message: ${String(code)} ${why}`)
  }
}
