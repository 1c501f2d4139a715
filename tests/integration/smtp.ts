import { SMTPServer } from 'smtp-server'

/** A message as a test mail server received it. */
export type Received = { from: string; to: string[]; raw: string }

/**
 * A real SMTP server on loopback that keeps every message it accepts in `received`; `start()`
 * listens on `port` (again after a `stop()`, as a mail server coming back would).
 */
export function testMailServer(received: Received[]) {
  let server: SMTPServer | undefined
  return {
    start(port: number): Promise<void> {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = []
          stream.on('data', (c: Buffer) => chunks.push(c))
          stream.on('end', () => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            })
            callback()
          })
        },
      })
      return new Promise((resolve) => server!.listen(port, '127.0.0.1', () => resolve()))
    },
    stop(): Promise<void> {
      return new Promise((resolve) => {
        if (!server) return resolve()
        server.close(() => resolve())
        server = undefined
      })
    },
  }
}
