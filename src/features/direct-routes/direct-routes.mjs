// API routes server.mjs answers itself, with the route's own handler, instead of through Next's
// router. Next spends about 1.2 ms of the main thread on every API request before the handler
// runs (measured: an empty POST answered 415 by the route peaks at ~800/s, as does /healthz), as
// much as the enquiry itself costs; the enquiry POST's p99 under load was twice its budget
// (docs/performance.md, "Enquiry POST"). The handler is the same function the Next route
// exports: it takes a Web Request and returns a Response and uses nothing of Next's request
// context. The app registers it at start (src/instrumentation.ts); until then, and for any other
// method or path, requests go to Next as before.
// Plain ESM, like the page cache: server.mjs runs outside the Next build and reaches the handlers
// registered inside it through globalThis.
import { Readable } from 'node:stream'

const REGISTRY = Symbol.for('site.directRoutes')

/** @typedef {(request: Request) => Promise<Response>} Handler */

/** @returns {Map<string, Handler>} keyed by `METHOD /path` */
function registry() {
  globalThis[REGISTRY] ??= new Map()
  return globalThis[REGISTRY]
}

/** Called inside the Next app: `handler` answers `method` on exactly `path` (any query). */
export function registerDirectRoute(method, path, handler) {
  registry().set(`${method.toUpperCase()} ${path}`, handler)
}

/**
 * Answers the request with its registered handler; false (nothing sent, body untouched) when
 * none is registered for it, so the caller hands it to Next.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ https: boolean }} o the scheme the Request's URL gets
 */
export function answerDirect(req, res, { https }) {
  const raw = req.url ?? '/'
  const q = raw.indexOf('?')
  const handler = registry().get(`${req.method} ${q < 0 ? raw : raw.slice(0, q)}`)
  if (!handler) return false
  let request
  try {
    const headers = new Headers()
    for (const [k, v] of Object.entries(req.headers)) {
      if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v)
    }
    request = new Request(`${https ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}${raw}`, {
      method: req.method,
      headers,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Readable.toWeb(req),
      duplex: 'half',
    })
  } catch {
    // A Host no URL can be made from: Next answers it as it answers any request.
    return false
  }
  handler(request)
    .then(async (response) => {
      const body = Buffer.from(await response.arrayBuffer())
      res.statusCode = response.status
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') res.setHeader(key, value)
      })
      const cookies = response.headers.getSetCookie()
      if (cookies.length) res.setHeader('Set-Cookie', cookies)
      res.setHeader('Content-Length', body.length)
      res.end(body)
    })
    .catch((error) => {
      // The handlers answer their own errors; this is a bug, and still not a hung request.
      console.error(`${req.method} ${raw} failed`, error)
      if (!res.headersSent) {
        res.statusCode = 500
        res.setHeader('Content-Type', 'application/json; charset=utf-8')
      }
      res.end('{"status":500,"message":"Internal Server Error","result":null}')
    })
  return true
}
