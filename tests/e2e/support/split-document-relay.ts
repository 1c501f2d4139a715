import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A relay in front of the test server that sends every HTML document in two pieces, cut before
 * the tag holding the first `marker` (`<main`, `data-testid="…"`), with a pause between them: the
 * browser paints what it has, as it does when a page arrives slowly. Everything else passes
 * through. Pages are asked for under the relay's port on a test host (`http://en.site.test:<port>/`);
 * the server sees its own host and port.
 */
export async function startSplitRelay(upstreamPort: number, marker: string, pauseMs: number) {
  let cuts = 0
  const server = http.createServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, `:${upstreamPort}`)
    // Uncompressed, so the document can be cut at a tag.
    const headers = { ...req.headers, host, 'accept-encoding': 'identity' }
    const upstream = http.request(
      { host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, headers },
      (answer) => {
        const isHtml = /text\/html/.test(String(answer.headers['content-type'] ?? ''))
        if (!isHtml) {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
          return
        }
        const chunks: Buffer[] = []
        answer.on('data', (c: Buffer) => chunks.push(c))
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8')
          const at = html.lastIndexOf('<', html.indexOf(marker))
          // Sent in pieces now, so without the length.
          const headers = { ...answer.headers }
          delete headers['content-length']
          res.writeHead(answer.statusCode ?? 502, headers)
          if (at < 0 || !html.includes(marker)) return res.end(html)
          cuts++
          res.write(html.slice(0, at))
          setTimeout(() => res.end(html.slice(at)), pauseMs)
        })
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    /** How many documents were cut: a marker missing from the page would test nothing. */
    cuts: () => cuts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
