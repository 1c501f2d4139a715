#!/usr/bin/env node
// The server, in production (`npm start`) and in development (`npm run dev`, NODE_ENV=development:
// Next in dev mode), so both answer through the same layers: Next.js behind a thin Node HTTP
// layer that records the TCP peer address.
// Next itself only offers X-Forwarded-For, which any client can forge; here the socket address is
// put in `x-site-socket-ip` (overwriting a client-sent one), and X-Forwarded-* headers are dropped
// unless TRUST_PROXY is on, so rate limits and the country lookup see the real client.
import http from 'node:http'
import next from 'next'
import { databaseProbe } from './src/features/availability/probe.mjs'
import { pageTurns } from './src/features/availability/turns.mjs'
import { earlyInputScript } from './src/components/runtime/early-input-script.mjs'
import { answerWith, errorBackScript, errorDocumentFor } from './src/features/errors/error-documents.mjs'
import { answerLocale, siteHostsFrom } from './src/i18n/hosts.mjs'
import { LimitedRequest, refuseLargeBody } from './src/features/security/body-limit.mjs'
import { clientErrors } from './src/features/security/client-error.mjs'
import { refuseMalformedPath } from './src/features/security/malformed-path.mjs'
import { refuseUnknownMethod } from './src/features/security/methods.mjs'
import { isAdminPath } from './src/features/security/policy.mjs'
import { secureResponseClass } from './src/features/security/respond.mjs'

const dev = process.env.NODE_ENV === 'development'
const truthy = (v) => ['1', 'true', 'on', 'yes'].includes(String(v ?? '').toLowerCase())
const port = Number(process.env.PORT ?? 3000)
const trustProxy = truthy(process.env.TRUST_PROXY)
const forwardedHeaders = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'forwarded',
]

const https = process.env.SITE_PROTOCOL === 'https'
// The two public hosts (i18n/hosts.mjs decides which language each serves).
const hosts = siteHostsFrom(process.env)
const siteOrigins = [hosts.zh, hosts.en].map((h) => `${https ? 'https' : 'http'}://${h}`)
const databaseUp = databaseProbe()
/** Whether this request reached the site over https (directly, or as our proxy tells us). */
const isHttps = (req) =>
  https ||
  (trustProxy &&
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      .trim() === 'https')
// Security headers on every response (pages, API, admin, files, errors); HSTS only over https.
// The server's response class holds HTML documents until their CSP is known (respond.mjs).
const SecureResponse = secureResponseClass({
  https: isHttps,
  siteOrigins,
  dev,
  // The site's own inline scripts, allowed by hash beside Next's; any other inline script is not.
  siteScripts: [earlyInputScript, errorBackScript],
  // A failed document: the 503 page while the database is unreachable, else the 500 page for a
  // site page, in the host's language, with its content in the HTML (features/errors).
  replaceServerError: async (res) =>
    answerWith(
      res,
      errorDocumentFor({
        locale: answerLocale(res.req.headers.host, hosts),
        databaseUp: await databaseUp(),
        admin: isAdminPath(res.req.url ?? '/'),
      }),
    ),
})

// Next builds its internal request URLs from this name and the proxy's URLs on `localhost`; any
// other name (HOSTNAME=127.0.0.1 behind nginx) made every locale rewrite look external, and Next
// proxied each page to itself in a loop. (The socket listens on every interface, as before.)
const app = next({ dev, port, hostname: 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()

// A browser sends every cookie of the company's parent domain (analytics and campaign tools set
// them there too); Node's 16 KB default would answer such a visitor with a 431. nginx's header
// buffers in deploy/nginx.conf match.
const MAX_HEADER_BYTES = 64 * 1024
// What Node cannot parse (headers over the limit, say) gets its status with a message in the host's
// language instead of Node's empty answer.
const unparsable = clientErrors(hosts)
const serverOptions = {
  maxHeaderSize: MAX_HEADER_BYTES,
  IncomingMessage: LimitedRequest,
  ServerResponse: SecureResponse,
}
// Page reads take turns (features/availability/turns.mjs); 8 in flight leave room for I/O waits.
const turns = pageTurns({ limit: 8, holdMs: 5_000 })
const server = http.createServer(serverOptions, (req, res) => {
  unparsable.track(req, res)
  if (!trustProxy) for (const h of forwardedHeaders) delete req.headers[h]
  req.headers['x-site-socket-ip'] = req.socket.remoteAddress ?? ''
  if (refuseUnknownMethod(req, res, hosts)) return
  if (refuseMalformedPath(req, res, hosts)) return
  if (refuseLargeBody(req, res, hosts)) return
  turns(req, res, () => handle(req, res))
})
server.on('clientError', unparsable.answer)
// Longer than a reverse proxy's idle timeout, so nginx never reuses a connection we just closed.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
// A port already taken (or not ours to open) ends the process: Next's handler for uncaught errors
// would log it and leave a server running that listens nowhere.
server.on('error', (error) => {
  console.error(`The server cannot listen on port ${port}: ${error.message}`)
  process.exit(1)
})
server.listen(port, () => console.log(`Ready on port ${port}${dev ? ' (development)' : ''}`))

const stop = () => {
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 10_000).unref()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
// Started by scripts/start.mjs with an IPC channel: when that process dies (even by SIGKILL) the
// channel closes, and this server must not live on without it.
if (process.connected) process.on('disconnect', stop)
