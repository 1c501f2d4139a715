import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { E2E_DIR, E2E_PORT } from '../../playwright.config'
import { firstUserSetupToken } from '../../src/features/staff-auth/first-user-setup'
import { expect, signIn, staffLogin, test, zhHost } from './fixtures'

/**
 * Staff sign-in and password reset on the production server (issue 54 §1 and §2). Requests are
 * sent from chosen loopback addresses (127.0.0.0/8 all reach the server), so the server sees
 * them as different clients by their socket address, as it would on the internet.
 */
type Answer = { status: number; body: string; ms: number; headers: http.IncomingHttpHeaders }

/** A request to the server from the client address `from`, with a JSON body when `data` is given. */
function sendFrom(
  from: string,
  method: string,
  pathname: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const body = data === undefined ? '' : JSON.stringify(data)
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        localAddress: from,
        method,
        path: pathname,
        headers: {
          host: zhHost,
          ...(data === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
            headers: res.headers,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** A JSON POST to the server from the client address `from`. */
const postFrom = (from: string, pathname: string, data: unknown) => sendFrom(from, 'POST', pathname, data)

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

const ADMIN = 'admin@site.test'
const ADMIN_PASSWORD = 'e2e-admin-password'

test.describe('staff sign-in throttle', () => {
  test('50 wrong passwords from one address get 429s; the admin signs in from another address at once', async ({
    page,
  }) => {
    const guesser = '127.0.0.66'
    const answers: Answer[] = []
    for (let i = 0; i < 50; i++)
      answers.push(await postFrom(guesser, '/cms-api/users/login', { email: ADMIN, password: `guess-${i}` }))
    const statuses = answers.map((a) => a.status)
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40)
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true)
    expect(answers.find((a) => a.status === 429)!.body).toContain('登录尝试过多')
    // The guessing address waits even with the right password…
    expect(
      (await postFrom(guesser, '/cms-api/users/login', { email: ADMIN, password: ADMIN_PASSWORD })).status,
    ).toBe(429)
    // …while the account's owner, from another address (the browser's, 127.0.0.1), gets in at once.
    await signIn(page)
  })

  test('an unknown account answers like the admin with a wrong password, in about the same time', async () => {
    // Warm-up of the route and the hash.
    await postFrom('127.0.1.1', '/cms-api/users/login', { email: ADMIN, password: 'warm-up' })
    const known: Answer[] = []
    const unknown: Answer[] = []
    for (let i = 0; i < 15; i++) {
      // Fresh addresses, so the throttle never steps in; alternated, so load affects both alike.
      known.push(
        await postFrom(`127.0.1.${i + 10}`, '/cms-api/users/login', { email: ADMIN, password: `w-${i}` }),
      )
      unknown.push(
        await postFrom(`127.0.2.${i + 10}`, '/cms-api/users/login', {
          email: `nobody-${i}@site.test`,
          password: `w-${i}`,
        }),
      )
    }
    expect(new Set([...known, ...unknown].map((a) => a.status))).toEqual(new Set([401]))
    expect(new Set([...known, ...unknown].map((a) => a.body)).size).toBe(1)
    const knownMs = median(known.map((a) => a.ms))
    const unknownMs = median(unknown.map((a) => a.ms))
    // Each pair ran back to back, so a busy spell of the machine slows both of it: the median of
    // the pairs' differences, not the difference of the medians (58 ms seen once that way).
    const gap = Math.abs(median(known.map((a, i) => a.ms - unknown[i].ms)))
    // A skipped hash would make the gap about a whole known sign-in; a loaded machine makes every
    // hash slower and noisier: allowed, a third of a known sign-in, >= 50 ms.
    const allowed = Math.max(50, knownMs / 3)
    expect(
      gap,
      `median gap ${gap.toFixed(1)} ms (known ${knownMs.toFixed(0)}, unknown ${unknownMs.toFixed(0)}, allowed ${allowed.toFixed(0)})`,
    ).toBeLessThan(allowed)
  })
})

test.describe('staff password reset', () => {
  test('answers at once and alike for known and unknown addresses; the link arrives by the mail queue and works', async ({
    page,
    request,
  }) => {
    // A staff member of its own, so the admin's password stays as the other specs expect.
    const admin = await staffLogin(request)
    const email = `reset-${Date.now()}@site.test`
    const created = await request.post(`http://127.0.0.1:${E2E_PORT}/cms-api/users`, {
      headers: admin.headers,
      data: { email, password: 'first-password-0001', name: 'Reset', roles: ['editor'] },
    })
    expect(created.status()).toBe(201)

    const known = await postFrom('127.0.3.1', '/cms-api/users/forgot-password', { email })
    const unknown = await postFrom('127.0.3.2', '/cms-api/users/forgot-password', {
      email: 'nobody@site.test',
    })
    expect(known.status).toBe(200)
    expect(unknown.body).toBe(known.body)
    expect(known.ms).toBeLessThan(1000)
    expect(unknown.ms).toBeLessThan(1000)

    // Without SMTP_URL the server's mail runner writes messages to DATA_DIR/outbox (a round every 5 s).
    const outbox = path.resolve(process.env.E2E_DIR ?? '.tmp/e2e', 'outbox')
    let link: string | undefined
    await expect
      .poll(
        () => {
          const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : []
          for (const f of files) {
            const raw = fs.readFileSync(path.join(outbox, f), 'utf8').replace(/=\r?\n/g, '')
            if (raw.includes(email)) link = /http:\/\/[^\s"<]+\/admin\/reset\/[0-9a-f]+/.exec(raw)?.[0]
          }
          return link
        },
        { timeout: 30_000 },
      )
      .toBeTruthy()
    expect(link).toContain(`http://${zhHost}/admin/reset/`)

    await page.goto(link!)
    await page.waitForLoadState('networkidle')
    await page.locator('input[name="password"]').fill('second-password-0002')
    await page.locator('input[name="confirm-password"]').fill('second-password-0002')
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/admin(\/login)?\/?$/, { timeout: 30_000 })
    const again = await postFrom('127.0.3.3', '/cms-api/users/login', {
      email,
      password: 'second-password-0002',
    })
    expect(again.status).toBe(200)
  })
})

test.describe('the first staff account', () => {
  test('registering it needs the setup link the server logs; the link opens the screen with its cookie', async () => {
    const from = '127.0.3.1'
    const account = { email: 'intruder@site.test', password: 'a long enough password 42' }
    const register = (cookie?: string) =>
      sendFrom(from, 'POST', '/cms-api/users/first-register', account, cookie ? { cookie } : {})
    // Without the link: refused by the site, with the reason, before Payload looks at the accounts,
    // however the path is spelled for Payload's router.
    for (const pathname of [
      '/cms-api/users/first-register',
      '/cms-api/users/FIRST-REGISTER',
      '/cms-api/users/first%2Dregister',
    ]) {
      const refused = await sendFrom(from, 'POST', pathname, account)
      expect(refused.status, pathname).toBe(403)
      expect(refused.body, pathname).toContain('设置链接')
    }

    const secret = fs.readFileSync(path.join(E2E_DIR, 'payload-secret'), 'utf8').trim()
    const link = (token: string) => sendFrom(from, 'GET', `/cms-api/users/first-user-setup?token=${token}`)
    expect((await link('not-the-token')).status).toBe(403)
    const opened = await link(firstUserSetupToken(secret))
    expect(opened.status).toBe(303)
    expect(opened.headers.location).toBe('/admin/create-first-user')
    const cookie = (opened.headers['set-cookie'] ?? [''])[0].split(';')[0]
    expect(cookie).toMatch(/^site-first-user-setup=/)
    // With the cookie the request reaches Payload, which refuses it here: an account exists.
    const reached = await register(cookie)
    expect(reached.status).toBe(403)
    expect(reached.body).not.toContain('设置链接')
  })
})
