import net from 'node:net'

/**
 * Whether the mail server accepts connections, asked before each run of the mail queue.
 *
 * While it is down, every attempt fails: each failed job costs Payload's runner about 25 ms of
 * the server's only main thread (find, update of the enquiry, update of the job with its log, an
 * error log line of several KB), so ten jobs every 5 s stalled every request for about a quarter
 * of a second (docs/performance.md). The jobs also used up their retries (about 2 h in all) on an
 * outage instead of on a message the server refuses. So the runner waits: one TCP connect per
 * round, the jobs stay queued in the database (nothing is lost), and they go out in the first
 * round after the server answers again. A message the server refuses is still retried with
 * backoff and marked `failed` after the last attempt.
 */

/** Host and port of an smtp:// or smtps:// URL (nodemailer's defaults: 465 for smtps, else 587). */
export function smtpEndpoint(url: string): { host: string; port: number } {
  const u = new URL(url)
  const secure = u.protocol === 'smtps:' || u.searchParams.get('secure') === 'true'
  return { host: u.hostname.replace(/^\[|\]$/g, ''), port: Number(u.port) || (secure ? 465 : 587) }
}

/** True when a TCP connection to host:port opens within `timeoutMs`. */
export function canConnect(host: string, port: number, timeoutMs = 3000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port })
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

type Log = { info(msg: string): void; warn(msg: string): void }

/**
 * A check for the mail queue's runner: always true without SMTP_URL (messages go to the outbox
 * folder); otherwise true when the SMTP server accepts a connection. Logs each change once.
 */
export function mailServerCheck(
  smtpUrl: string | undefined,
  connect: (host: string, port: number) => Promise<boolean> = canConnect,
): (log: Log) => Promise<boolean> {
  if (!smtpUrl) return async () => true
  const { host, port } = smtpEndpoint(smtpUrl)
  let up = true
  return async (log) => {
    const now = await connect(host, port)
    if (now !== up) {
      if (now) log.info(`mail: the mail server ${host}:${port} answers again; sending queued enquiries`)
      else
        log.warn(
          `mail: the mail server ${host}:${port} refuses connections; enquiry e-mails stay queued until it is back`,
        )
    }
    up = now
    return now
  }
}
