#!/usr/bin/env node
// The production server: Next.js behind a thin Node HTTP layer that records the TCP peer address.
// Next itself only offers X-Forwarded-For, which any client can forge; here the socket address is
// put in `x-site-socket-ip` (overwriting a client-sent one), and X-Forwarded-* headers are dropped
// unless TRUST_PROXY is on, so rate limits and the country lookup see the real client.
import http from 'node:http'
import next from 'next'

const truthy = (v) => ['1', 'true', 'on', 'yes'].includes(String(v ?? '').toLowerCase())
const port = Number(process.env.PORT ?? 3000)
const trustProxy = truthy(process.env.TRUST_PROXY)
const forwardedHeaders = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded']

const app = next({ dev: false, port, hostname: process.env.HOSTNAME ?? '0.0.0.0' })
const handle = app.getRequestHandler()
await app.prepare()

const server = http.createServer((req, res) => {
  if (!trustProxy) for (const h of forwardedHeaders) delete req.headers[h]
  req.headers['x-site-socket-ip'] = req.socket.remoteAddress ?? ''
  handle(req, res)
})
// Longer than a reverse proxy's idle timeout, so nginx never reuses a connection we just closed.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(port, () => console.log(`Ready on port ${port}`))

const stop = () => {
  server.close(() => process.exit(0))
  setTimeout(() => process.exit(0), 10_000).unref()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
