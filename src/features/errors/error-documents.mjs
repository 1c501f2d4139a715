// Whole error documents written by server.mjs, not by Next, for the two cases where Next's own
// answer would show the visitor nothing without scripts (docs/reliability.md, "Error pages"):
// - 503: the database is unreachable and the page asked for is not cached: nothing that reads the
//   CMS can render. The page refreshes itself.
// - 500: a site page failed to render. Next 16 then sends an empty `__next_error__` document that
//   only its scripts fill in; this page is the same error page (spec section 2: "HTTP Error …",
//   the message, a home and a back control) in the server HTML, in the host's language.
// - 404 for a page path Next cannot decode, refused before Next (security/malformed-path.mjs).
// Self-contained: inline styles, no external file. The back control's one inline script is one the
// security layer knows by its hash (errorBackScript, given to it by server.mjs).
import fs from 'node:fs'

/** The error strings of the site's message catalogues, read once. */
const catalogue = (locale) =>
  JSON.parse(fs.readFileSync(new URL(`../../../messages/${locale}.json`, import.meta.url), 'utf8')).error

const COPY = {
  zh: {
    lang: 'zh-CN',
    unavailableTitle: '服务暂时不可用',
    unavailableMessage: '网站正在恢复中，请稍后再试。本页面会在 30 秒后自动刷新。',
    unavailableHome: '返回首页',
    ...catalogue('zh'),
  },
  en: {
    lang: 'en',
    unavailableTitle: 'Service temporarily unavailable',
    unavailableMessage:
      'The site is recovering. Please try again shortly; this page refreshes itself in 30 seconds.',
    unavailableHome: 'Back to the home page',
    ...catalogue('en'),
  },
}

/** Seconds a client should wait before retrying (Retry-After and the 503 page's refresh). */
export const RETRY_AFTER_SECONDS = 30

const escape = (s) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  )

const button =
  'margin-top:12px;padding:10px 20px;border-radius:6px;font:inherit;text-decoration:none;cursor:pointer'

function document({ lang, code, title, heading, message, actions, head = '', tail = '' }) {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${head}<title>${escape(title)}</title>
</head>
<body style="margin:0;font-family:system-ui,-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#0f172a;background:#fff">
<main style="min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:24px;text-align:center">
<p style="margin:0;font-size:96px;font-weight:700;line-height:1;color:#0968d4" aria-hidden="true">${code}</p>
<h1 style="margin:0;font-size:28px">${escape(heading)}</h1>
<p style="margin:0;max-width:36rem;color:#475569">${escape(message)}</p>
<div style="display:flex;gap:12px;flex-wrap:wrap;justify-content:center">${actions}</div>
</main>
${tail}</body>
</html>
`
}

/** @param {'zh' | 'en'} locale */
export function unavailablePage(locale) {
  const t = COPY[locale] ?? COPY.zh
  return document({
    lang: t.lang,
    code: 503,
    title: `503 · ${t.unavailableTitle}`,
    heading: t.unavailableTitle,
    message: t.unavailableMessage,
    head: `<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}">\n`,
    actions: `<a href="/" style="${button};background:#0968d4;color:#fff">${escape(t.unavailableHome)}</a>`,
  })
}

/** The 500 page's back control (the security layer allows it by its hash: server.mjs). */
export const errorBackScript =
  "document.getElementById('error-back').addEventListener('click',function(){history.length>1?history.back():location.assign('/')})"

/** @param {'zh' | 'en'} locale */
export function serverErrorPage(locale) {
  const t = COPY[locale] ?? COPY.zh
  return errorPage(t, 500, t.serverTitle, t.serverFallback)
}

/**
 * The 404 page for a page path the server refuses before Next sees it (one whose escapes are not
 * UTF-8, security/malformed-path.mjs): the same page as Next's not-found page, in the HTML.
 * @param {'zh' | 'en'} locale
 */
export function notFoundPage(locale) {
  const t = COPY[locale] ?? COPY.zh
  return errorPage(t, 404, t.title, t.notFound)
}

/** Spec section 2's error page: "HTTP Error …", the message, a home and a back control. */
function errorPage(t, code, title, message) {
  return document({
    lang: t.lang,
    code,
    title,
    heading: title,
    message,
    actions:
      `<a href="/" style="${button};background:#0968d4;color:#fff">${escape(t.home)}</a>` +
      `<button type="button" id="error-back" style="${button};border:1px solid #cbd5e1;background:#fff;color:#0f172a">${escape(t.back)}</button>`,
    // A page opened directly has nowhere to go back to: home instead.
    tail: `<script>${errorBackScript}</script>\n`,
  })
}

/**
 * What replaces a failed document (status 5xx), or null to keep Next's: the 503 page while the
 * database is down, the 500 page for a site page (the admin keeps Next's own error handling).
 * @param {{ locale: 'zh' | 'en', databaseUp: boolean, admin: boolean }} o
 */
export function errorDocumentFor({ locale, databaseUp, admin }) {
  if (!databaseUp)
    return {
      status: 503,
      headers: { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
      html: unavailablePage(locale),
    }
  if (admin) return null
  return { status: 500, headers: { 'Cache-Control': 'no-store' }, html: serverErrorPage(locale) }
}

/**
 * The server's `replaceServerError` (features/security/respond.mjs): a failed document's response
 * becomes `page` (errorDocumentFor's choice), its status and headers; returns the page's body, or
 * null to keep Next's.
 * @param {import('node:http').ServerResponse} res
 * @param {{ status: number, headers: Record<string, string>, html: string } | null} page
 */
export function answerWith(res, page) {
  if (!page) return null
  for (const name of ['Content-Encoding', 'ETag']) res.removeHeader(name)
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value)
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.statusCode = page.status
  // Node then writes the status's own reason phrase.
  res.statusMessage = undefined
  return Buffer.from(page.html, 'utf8')
}
