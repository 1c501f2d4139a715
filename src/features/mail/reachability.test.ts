import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { canConnect, mailServerCheck, smtpEndpoint } from './reachability'

const log = () => {
  const lines: string[] = []
  return { lines, info: (m: string) => lines.push(`info ${m}`), warn: (m: string) => lines.push(`warn ${m}`) }
}

describe('mail server reachability (the mail runner waits while it is down)', () => {
  it('reads host and port from SMTP_URL with nodemailer’s default ports', () => {
    expect(smtpEndpoint('smtp://user:pw@mail.example.cn:2525')).toEqual({
      host: 'mail.example.cn',
      port: 2525,
    })
    expect(smtpEndpoint('smtps://mail.example.cn')).toEqual({ host: 'mail.example.cn', port: 465 })
    expect(smtpEndpoint('smtp://mail.example.cn')).toEqual({ host: 'mail.example.cn', port: 587 })
    expect(smtpEndpoint('smtp://[::1]:25')).toEqual({ host: '::1', port: 25 })
  })

  it('tells a listening port from a closed one', async () => {
    const server = net.createServer((s) => s.end())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    expect(await canConnect('127.0.0.1', port)).toBe(true)
    await new Promise<void>((resolve) => server.close(() => resolve()))
    expect(await canConnect('127.0.0.1', port)).toBe(false)
  })

  it('always runs without SMTP_URL (messages go to the outbox folder)', async () => {
    const check = mailServerCheck(undefined, async () => false)
    expect(await check(log())).toBe(true)
  })

  it('skips rounds while the server is down and logs each change once', async () => {
    let up = false
    const check = mailServerCheck('smtp://127.0.0.1:2599', async () => up)
    const l = log()
    expect(await check(l)).toBe(false)
    expect(await check(l)).toBe(false)
    up = true
    expect(await check(l)).toBe(true)
    expect(await check(l)).toBe(true)
    expect(l.lines).toHaveLength(2)
    expect(l.lines[0]).toMatch(/^warn .*127\.0\.0\.1:2599 refuses connections/)
    expect(l.lines[1]).toMatch(/^info .*answers again/)
  })
})
