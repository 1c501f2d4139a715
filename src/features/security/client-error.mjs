// Requests Node cannot parse (headers over the size limit, a malformed request line, headers that
// never finish) never reach Next: Node answers them itself with an empty 400, 408 or 431. A
// visitor whose browser carries too many cookies would see a blank page with no hint. This answers
// with the same status and a short message in the host's language when the Host header is among
// the bytes Node hands over (it gives only the last piece read: for headers over the limit, the
// Host line has usually gone by), else in both languages, Chinese first as on the main host.
import { answerLocale, normalHost } from '../../i18n/hosts.mjs'

const messages = {
  431: {
    reason: 'Request Header Fields Too Large',
    // The address counts toward the same limit as the headers: a very long one gets this answer too.
    zh: '请求头过大（常见原因是浏览器为本站保存的 Cookie 过多，或地址过长）。请清除本站的 Cookie 或检查地址后重试。',
    en: 'The request headers are too large (usually too many cookies stored for this site, or a very long address). Clear this site’s cookies or check the address and try again.',
  },
  408: {
    reason: 'Request Timeout',
    zh: '请求未能在规定时间内发送完毕，请重试。',
    en: 'The request was not sent completely in time. Please try again.',
  },
  400: {
    reason: 'Bad Request',
    zh: '无法理解该请求，请检查地址后重试。',
    en: 'The request could not be understood. Check the address and try again.',
  },
}

/** The status Node itself would have answered with for this parser error. */
function statusFor(code) {
  if (code === 'HPE_HEADER_OVERFLOW') return 431
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408
  return 400
}

/** The Host header in the last bytes received, lower-cased ('' when it is not there). */
function hostOf(rawPacket) {
  if (!Buffer.isBuffer(rawPacket)) return ''
  const head = rawPacket.subarray(0, 64 * 1024).toString('latin1')
  return normalHost(head.match(/\r\nhost:[ \t]*([^\r\n]*)/i)?.[1])
}

/** The raw HTTP response for a request Node could not parse, in the language of the host it named. */
export function clientErrorResponse(error, hosts) {
  const status = statusFor(error?.code)
  const { reason, zh, en } = messages[status]
  const host = hostOf(error?.rawPacket)
  const text = host ? { zh, en }[answerLocale(host, hosts)] : `${zh}\n${en}`
  const body = Buffer.from(`${text}\n`, 'utf8')
  return Buffer.concat([
    Buffer.from(
      `HTTP/1.1 ${status} ${reason}\r\n` +
        'Content-Type: text/plain; charset=utf-8\r\n' +
        `Content-Length: ${body.length}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n\r\n',
      'latin1',
    ),
    body,
  ])
}

/**
 * The server's side of it: `track` every request, and `answer` as the server's `clientError`
 * listener. A response still being sent on the socket (an earlier request on a kept-alive
 * connection) must not be cut into, so then the connection is only closed, as Node itself does.
 * @param {import('../../i18n/hosts.mjs').SiteHosts} hosts
 */
export function clientErrors(hosts) {
  const sending = new WeakSet()
  return {
    track(req, res) {
      sending.add(req.socket)
      res.on('close', () => sending.delete(req.socket))
    },
    answer(error, socket) {
      // A client that went away, or a socket with a response under way: nothing to say.
      if (error?.code === 'ECONNRESET' || !socket.writable || sending.has(socket)) {
        socket.destroy()
        return
      }
      socket.end(clientErrorResponse(error, hosts))
    },
  }
}
