import { isIP } from 'node:net'
import { env } from './env'

/**
 * Header set by our own server (server.mjs) from the TCP socket, overwriting anything a client
 * sent under that name: the only client address that cannot be forged.
 */
export const SOCKET_IP_HEADER = 'x-site-socket-ip'

const normalise = (ip: string) => (ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip)

/**
 * The visitor's IP address: the socket address, or — only when TRUST_PROXY is on — the address
 * our reverse proxy appended last to X-Forwarded-For (entries before it are client-supplied).
 */
export function clientIp(headers: Headers): string | null {
  if (env().TRUST_PROXY) {
    const forwarded = headers.get('x-forwarded-for')
    const last = forwarded
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .pop()
    if (last && isIP(normalise(last))) return normalise(last)
  }
  const socket = headers.get(SOCKET_IP_HEADER)?.trim()
  return socket && isIP(normalise(socket)) ? normalise(socket) : null
}
