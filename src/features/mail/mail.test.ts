import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { describe, expect, it } from 'vitest'
import { parseRecipients } from '@/features/enquiry/email'
import { mailFrom, outboxTransport, outboxWarning, wentToOutbox } from './transport'

describe('mail transport', () => {
  it('writes each message as an .eml file under the outbox when SMTP_URL is unset', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'))
    const transport = nodemailer.createTransport(outboxTransport(dir))
    const message = { from: 'a@site.test', to: 'b@site.test', subject: 'Hello', text: '需求' }
    // The mail task tells this answer from a mail server's, to record "in the outbox", not "sent".
    expect(wentToOutbox(await transport.sendMail(message))).toBe(true)
    expect(wentToOutbox(await nodemailer.createTransport({ jsonTransport: true }).sendMail(message))).toBe(
      false,
    )
    const files = fs.readdirSync(dir)
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/\.eml$/)
    const raw = fs.readFileSync(path.join(dir, files[0]), 'utf8')
    expect(raw).toMatch(/^Subject: Hello$/m)
    expect(raw).toMatch(/^To: b@site\.test$/m)
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('warns at start only when a site served over https would write its mail to the outbox', () => {
    const e = { SMTP_URL: undefined, SITE_PROTOCOL: 'https', DATA_DIR: '/srv/site' } as const
    expect(outboxWarning(e)).toBe(
      'SMTP_URL is not set: enquiry and password-reset mail is written to /srv/site/outbox, not sent to anyone',
    )
    expect(outboxWarning({ ...e, SMTP_URL: 'smtp://mail.example.com:587' })).toBeNull()
    expect(outboxWarning({ ...e, SITE_PROTOCOL: 'http' })).toBeNull()
  })

  it('reads MAIL_FROM with or without a display name', () => {
    expect(mailFrom({ MAIL_FROM: 'Site <no-reply@x.cn>', SITE_ZH_HOST: 'x' })).toEqual({
      name: 'Site',
      address: 'no-reply@x.cn',
    })
    expect(mailFrom({ MAIL_FROM: undefined, SITE_ZH_HOST: 'www.x.cn:3000' })).toEqual({
      name: 'Website',
      address: 'no-reply@www.x.cn',
    })
  })

  it('parses comma- or semicolon-separated recipients, dropping invalid ones', () => {
    expect(parseRecipients('a@x.cn, b@x.cn;c@x.cn  nope')).toEqual(['a@x.cn', 'b@x.cn', 'c@x.cn'])
    expect(parseRecipients(null)).toEqual([])
  })
})
