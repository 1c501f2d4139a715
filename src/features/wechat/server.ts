import { z } from 'zod'
import { ApiError, apiRoute, ok } from '@/features/api/envelope'
import { parseQuery } from '@/features/api/query'
import { env } from '@/lib/env'
import { redis } from '@/lib/redis'
import { redisValueStore } from './redis-store'
import { isSiteUrl, UpstreamError, WechatSigner } from './signature'

let signer: { key: string; value: WechatSigner } | undefined

/**
 * One signer per process and configuration; with REDIS_URL its token and ticket are shared by
 * every instance (one fetch from the platform for all), otherwise cached in this process.
 */
function currentSigner(): WechatSigner | null {
  const e = env()
  if (!e.WECHAT_APP_ID || !e.WECHAT_APP_SECRET) return null
  const key = `${e.WECHAT_APP_ID}|${e.WECHAT_API_BASE}`
  if (signer?.key !== key) {
    const connect = redis()
    const store = connect ? redisValueStore(() => redis() ?? connect, e.WECHAT_APP_ID) : undefined
    signer = {
      key,
      value: new WechatSigner(
        { appId: e.WECHAT_APP_ID, appSecret: e.WECHAT_APP_SECRET, apiBase: e.WECHAT_API_BASE },
        fetch,
        Date.now,
        store,
      ),
    }
  }
  return signer.value
}

const params = z.object({ url: z.string().trim().min(8).max(2048) })

/** GET /api/wxShareSignature?url=…: `{appId, timestamp, nonceStr, signature}` for a page of this site. */
export const shareSignatureRoute = apiRoute(async (request, locale) => {
  const { url } = parseQuery(request, params)
  const e = env()
  if (!isSiteUrl(url, [e.SITE_ZH_HOST, e.SITE_EN_HOST])) throw new ApiError(400, (m) => m.shareForeignUrl)
  const s = currentSigner()
  if (!s) throw new ApiError(503, (m) => m.shareNotConfigured)
  try {
    return ok(locale, await s.sign(url))
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error
    console.error('wxShareSignature:', error.message)
    throw new ApiError(502, (m) => m.shareUpstream)
  }
})
