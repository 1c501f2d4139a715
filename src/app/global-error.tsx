'use client'

/**
 * Last resort when the site's layout or error page itself fails: no fonts, styles or messages
 * can be relied on, so plain markup in both languages with a link home (spec section 8).
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="zh-CN">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', color: '#0f172a', background: '#fff' }}>
        <main
          style={{
            minHeight: '100vh',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 12,
            padding: 24,
            textAlign: 'center',
          }}
        >
          <h1 style={{ fontSize: 28, margin: 0 }}>HTTP Error 500</h1>
          <p style={{ margin: 0, color: '#475569' }}>页面出错了 · Something went wrong</p>
          {error.digest ? <p style={{ margin: 0, fontSize: 12, color: '#5d6d84' }}>#{error.digest}</p> : null}
          {/* A plain link, not the client router (which may be what failed): a full page load. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a
            href="/"
            style={{
              marginTop: 8,
              padding: '10px 20px',
              borderRadius: 6,
              background: '#0968d4',
              color: '#fff',
              textDecoration: 'none',
            }}
          >
            返回首页 · Back to home
          </a>
        </main>
      </body>
    </html>
  )
}
