// The site's pages are complete server-rendered HTML; React only adds interaction to them. On a
// slow mobile connection, Next's scripts (about 150 KB gzip, requested from <head>) share the
// bandwidth and the main thread with the text, the fonts and the largest image, and hydration
// runs before the first paint: Lighthouse measured the largest paint at 2.5-3.3 s with them and
// 1.2-1.7 s with them started after the load event (docs/performance.md, "Findings and fixes").
// So a document's script tags are taken out of <head> and a small inline loader adds them when
// the page has loaded, at the visitor's first touch or key, or after LATEST_MS, whichever comes
// first. The flight data stays inline and is read by Next's runtime whenever that runs.
// Plain ESM: server.mjs applies it outside the Next build (src/features/security/respond.mjs).

/** Whatever happens, hydration starts this long after the document began to parse. */
export const LATEST_MS = 3000

// Next's own chunk tags, exactly as it writes them in <head>. Anything else (a noModule
// polyfill, a data block, an inline script) is left where it is.
const CHUNK_TAG = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g

/**
 * The loader: a fixed text apart from the list, so its CSP hash changes only with the chunks.
 * Its id tells the e2e tests that the page hydrates after load (tests/e2e/fixtures.ts).
 */
function loader(srcs) {
  return (
    '<script id="hydrate-after-load">(function(s){var d=0;function go(){if(d)return;d=1;' +
    "s.forEach(function(u){var e=document.createElement('script');e.src=u;e.async=true;document.head.appendChild(e)})}" +
    // Two animation frames after load: headless Chromium fires load before its first paint.
    'function later(){requestAnimationFrame(function(){requestAnimationFrame(go)})}' +
    "if(document.readyState==='complete')later();else addEventListener('load',later,{once:true});" +
    "['pointerdown','keydown','touchstart'].forEach(function(t){addEventListener(t,go,{once:true,capture:true,passive:true})});" +
    `setTimeout(go,${LATEST_MS})})(${JSON.stringify(srcs)})</script>`
  )
}

/**
 * The document with its Next chunk scripts started after load instead of from <head>; the same
 * string when it has none (a page that is not Next's, or a future Next writing them otherwise).
 * @param {string} html
 * @returns {string}
 */
export function hydrateAfterLoad(html) {
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0) return html
  const srcs = []
  const head = html.slice(0, headEnd).replace(CHUNK_TAG, (_, src) => {
    srcs.push(src)
    return ''
  })
  if (!srcs.length) return html
  // In <head>, so that the load listener is in place however the body ends.
  return head + loader(srcs) + html.slice(headEnd)
}
