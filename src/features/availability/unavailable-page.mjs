// The page a visitor gets while the database is unreachable and the page they asked for is not in
// the cache (docs/reliability.md). Served by server.mjs, not by Next: it must work when nothing
// that reads the CMS can render. Self-contained: no script, no external file, inline styles only.

const COPY = {
  zh: {
    lang: 'zh-CN',
    title: '服务暂时不可用',
    message: '网站正在恢复中，请稍后再试。本页面会在 30 秒后自动刷新。',
    home: '返回首页',
  },
  en: {
    lang: 'en',
    title: 'Service temporarily unavailable',
    message: 'The site is recovering. Please try again shortly; this page refreshes itself in 30 seconds.',
    home: 'Back to the home page',
  },
}

/** Seconds a client should wait before retrying (Retry-After and the page's refresh). */
export const RETRY_AFTER_SECONDS = 30

/** @param {'zh' | 'en'} locale */
export function unavailablePage(locale) {
  const t = COPY[locale] ?? COPY.zh
  return `<!doctype html>
<html lang="${t.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}">
<title>503 · ${t.title}</title>
</head>
<body style="margin:0;font-family:system-ui,-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#0f172a;background:#fff">
<main style="min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:24px;text-align:center">
<p style="margin:0;font-size:96px;font-weight:700;line-height:1;color:#1d4ed8">503</p>
<h1 style="margin:0;font-size:28px">${t.title}</h1>
<p style="margin:0;max-width:36rem;color:#475569">${t.message}</p>
<a href="/" style="margin-top:12px;padding:10px 20px;border-radius:6px;background:#1d4ed8;color:#fff;text-decoration:none">${t.home}</a>
</main>
</body>
</html>
`
}
