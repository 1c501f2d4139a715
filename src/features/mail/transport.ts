import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type MailMessage from 'nodemailer/lib/mailer/mail-message'
import type { Env } from '@/lib/env'

/**
 * Outgoing mail. With SMTP_URL, nodemailer's SMTP transport (one connection per message, so a
 * server that comes back is used at once). Without it (the embedded default), each message is
 * written as an RFC 822 `.eml` file under DATA_DIR/outbox and logged: nothing is lost, and a
 * developer can open it in any mail client.
 */
export function mailTransport(e: Pick<Env, 'SMTP_URL' | 'DATA_DIR'>): Transporter {
  if (e.SMTP_URL) {
    return nodemailer.createTransport(e.SMTP_URL, {})
  }
  return nodemailer.createTransport(outboxTransport(outboxDir(e)))
}

/** Where messages go without SMTP_URL. */
const outboxDir = (e: Pick<Env, 'DATA_DIR'>) => path.resolve(e.DATA_DIR, 'outbox')

type SentInfo = { envelope: MailMessage['data']['envelope']; messageId: string; file: string }

/**
 * True when nodemailer's answer came from the outbox transport: the message is in a file, not
 * handed to a mail server, and the admin says so.
 */
export function wentToOutbox(info: unknown): boolean {
  return typeof info === 'object' && info !== null && typeof (info as Partial<SentInfo>).file === 'string'
}

/** A nodemailer transport that writes each message to `dir` as a `.eml` file. */
export function outboxTransport(dir: string) {
  return {
    name: 'outbox',
    version: '1.0.0',
    send(mail: MailMessage, callback: (err: Error | null, info?: SentInfo) => void) {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const file = path.join(dir, `${stamp}-${randomUUID().slice(0, 8)}.eml`)
      mail.message.build((buildError, raw) => {
        if (buildError) return callback(buildError)
        fs.mkdir(dir, { recursive: true })
          .then(() => fs.writeFile(file, raw, { mode: 0o600 }))
          .then(() => {
            console.info(`mail: SMTP_URL is not set; message written to ${file}`)
            callback(null, {
              envelope: mail.message.getEnvelope(),
              messageId: mail.message.messageId(),
              file,
            })
          })
          .catch((err: Error) => callback(err))
      })
    },
  }
}

/** MAIL_FROM, or no-reply at the Chinese site's host. */
export function mailFrom(e: Pick<Env, 'MAIL_FROM' | 'SITE_ZH_HOST'>): { name: string; address: string } {
  const raw = e.MAIL_FROM ?? `no-reply@${e.SITE_ZH_HOST.replace(/:\d+$/, '')}`
  const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(raw)
  if (m) return { name: m[1].replace(/^"|"$/g, '') || 'Website', address: m[2] }
  return { name: 'Website', address: raw.trim() }
}

/**
 * The start's warning for a public site (https) that has no SMTP_URL: its enquiries would only
 * reach DATA_DIR/outbox (the admin shows them as in the outbox, not sent). Null where the outbox
 * is expected.
 */
export function outboxWarning(e: Pick<Env, 'SMTP_URL' | 'SITE_PROTOCOL' | 'DATA_DIR'>): string | null {
  if (e.SMTP_URL || e.SITE_PROTOCOL !== 'https') return null
  return `SMTP_URL is not set: enquiry and password-reset mail is written to ${outboxDir(e)}, not sent to anyone`
}
