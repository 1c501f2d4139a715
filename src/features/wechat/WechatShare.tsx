'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import type { ShareSignature } from './signature'

/** The chat app's JS SDK, from the platform's own host (loaded inside the chat app only). */
export const WECHAT_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'

/** Share defaults (spec section 3): the Chinese tagline with the brand, no description, the logo. */
export const DEFAULT_SHARE_TITLE = '云和恩墨，数据驱动，成就未来'

type ShareData = { title: string; desc: string; link: string; imgUrl: string }

type WechatSdk = {
  config: (c: ShareSignature & { debug: boolean; jsApiList: string[] }) => void
  ready: (fn: () => void) => void
  error: (fn: (e: unknown) => void) => void
  updateAppMessageShareData: (d: ShareData) => void
  updateTimelineShareData: (d: Omit<ShareData, 'desc'>) => void
}

declare global {
  interface Window {
    wx?: WechatSdk
  }
}

/**
 * The chat app's in-app browser (on phones, and its desktop clients). The spec sets up sharing
 * "on mobile browsers"; the SDK's share calls work only inside the chat app, so other phone
 * browsers are spared an outside request that could do nothing (a link pasted into the chat app
 * is previewed from the page's Open Graph data instead).
 */
export const isChatAppBrowser = (ua: string) => /MicroMessenger/i.test(ua)

let sdkPromise: Promise<WechatSdk | null> | undefined

function loadSdk(): Promise<WechatSdk | null> {
  sdkPromise ??= new Promise((resolve) => {
    if (window.wx) return resolve(window.wx)
    const script = document.createElement('script')
    script.src = WECHAT_SDK_URL
    script.async = true
    script.onload = () => resolve(window.wx ?? null)
    script.onerror = () => resolve(null)
    document.head.appendChild(script)
  })
  return sdkPromise
}

/**
 * The head's tags as the first document brought them, and the page they describe, taken at
 * hydration (no client navigation can come before it). A tap that navigates before Next has
 * hydrated the head's metadata leaves these tags in the head beside the next page's
 * (vercel/next.js#97472, open in Next 16): they describe the first page only.
 */
let firstDocument: { path: string; tags: WeakSet<Element> } | undefined

/** The current page's value of a head tag. */
function meta(selector: string) {
  for (const tag of document.querySelectorAll<HTMLMetaElement>(selector)) {
    if (firstDocument?.tags.has(tag) && location.pathname !== firstDocument.path) continue
    const value = tag.content?.trim()
    if (value) return value
  }
  return undefined
}

/**
 * Resolves once the head describes the current page (a tag's og:url names this path), or after
 * `ms` (the 404 page has no og:url). After a client navigation Next streams the new page's
 * metadata after its content, so the effect below can run while the head is still empty.
 */
async function headOfThisPage(ms = 3000) {
  const here = () =>
    [...document.querySelectorAll<HTMLMetaElement>('meta[property="og:url"]')].some((tag) => {
      try {
        return new URL(tag.content, location.href).pathname === location.pathname
      } catch {
        return false
      }
    })
  for (const end = Date.now() + ms; !here() && Date.now() < end;)
    await new Promise((resolve) => setTimeout(resolve, 50))
}

/** The API's signature for this address (docs/api.md), or null on any failure: sharing is optional. */
async function fetchSignature(url: string): Promise<ShareSignature | null> {
  try {
    const response = await fetch(`/api/wxShareSignature?${new URLSearchParams({ url })}`, {
      headers: { Accept: 'application/json' },
    })
    const answer = (await response.json()) as { status?: number; result?: ShareSignature | null }
    return answer.status === 0 && answer.result ? answer.result : null
  } catch {
    return null
  }
}

const absolute = (url: string) => new URL(url, window.location.href).href

export type WechatShareProps = {
  /** Overrides; by default the page's title, meta description and og:image. */
  title?: string
  description?: string
  image?: string
  /** The default image (the site logo) when the page has none. */
  defaultImage?: string
}

/**
 * Sets the chat app's friend-message and timeline share data for the current page. Mount it once
 * in the site layout; it re-signs on every client-side navigation. Does nothing outside the chat app.
 */
export function WechatShare({ title, description, image, defaultImage = '/favicon.ico' }: WechatShareProps) {
  const pathname = usePathname()
  useEffect(() => {
    if (!isChatAppBrowser(navigator.userAgent)) return
    firstDocument ??= { path: location.pathname, tags: new WeakSet(document.head.querySelectorAll('meta')) }
    let cancelled = false
    const pageUrl = window.location.href.split('#')[0]
    void (async () => {
      const wx = await loadSdk()
      if (!wx || cancelled) return
      const signature = await fetchSignature(pageUrl)
      if (!signature || cancelled) return
      wx.config({
        debug: false,
        ...signature,
        jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
      })
      await headOfThisPage()
      if (cancelled) return
      wx.ready(() => {
        const data: ShareData = {
          title: title ?? meta('meta[property="og:title"]') ?? (document.title || DEFAULT_SHARE_TITLE),
          desc: description ?? meta('meta[name="description"]') ?? '',
          link: pageUrl,
          imgUrl: absolute(image ?? meta('meta[property="og:image"]') ?? defaultImage),
        }
        wx.updateAppMessageShareData(data)
        wx.updateTimelineShareData({ title: data.title, link: data.link, imgUrl: data.imgUrl })
      })
    })()
    return () => {
      cancelled = true
    }
    // Re-run when the page changes (the layout stays mounted across client navigations).
  }, [pathname, title, description, image, defaultImage])
  return null
}
