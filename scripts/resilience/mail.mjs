// Enquiries against a failing world: the mail server down during a burst, and the server killed
// (SIGKILL) in the middle of one. Nothing acknowledged may be lost, and nothing mailed twice.
import { basePort, enquire, freshData, MailSink, short, sleep, sqlite, startServer, waitFor } from './lib.mjs'

const MARKER = /rz-[a-z0-9]+-\d+/g

/** Waits until every marker was received, or the time is up; returns the counts. */
async function deliveries(mail, markers, ms) {
  await waitFor(
    () => {
      const c = mail.counts(MARKER)
      return markers.every((m) => c.has(m))
    },
    ms,
    1000,
  )
  await sleep(3000) // a duplicate would arrive now, if ever
  return mail.counts(MARKER)
}

function summarise(counts, markers) {
  const missing = markers.filter((m) => !counts.has(m))
  const twice = markers.filter((m) => (counts.get(m) ?? 0) > 1)
  return { missing, twice }
}

export async function mailOutage(report) {
  const port = basePort + 1
  const smtpPort = basePort + 5
  const total = 200
  const run = `o${Date.now().toString(36)}`
  const mail = new MailSink(smtpPort)
  const data = await freshData('mail-outage')
  const server = startServer('mail-outage', port, data, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Website <no-reply@localhost>',
  })
  try {
    await server.ready()
    // The mail server is down (connection refused) while the enquiries arrive.
    const markers = Array.from({ length: total }, (_, i) => `rz-${run}-${i}`)
    const answers = []
    for (let i = 0; i < total; i += 20)
      answers.push(
        ...(await Promise.all(
          markers.slice(i, i + 20).map((m, j) => enquire(port, m, (i + j) % 2 ? 'en' : 'zh')),
        )),
      )
    const acknowledged = answers.filter((a) => a.status === 200).length
    report.check(
      `mail down: all ${total} enquiries acknowledged`,
      acknowledged === total,
      `${acknowledged} × 200`,
    )
    await sleep(short ? 5000 : 15_000) // the runner tries, and fails, meanwhile
    const stored = await sqlite(
      data,
      `select count(*) as n from enquiries where description like 'Resilience enquiry rz-${run}-%'`,
    )
    report.check(`mail down: ${total} stored`, Number(stored[0].n) === total, `${stored[0].n} rows`)
    const started = Date.now()
    await mail.up()
    // The runner skipped its rounds while the server refused connections (no backoff to wait
    // out); it now sends 10 at a time, back to back while a backlog lasts.
    const counts = await deliveries(mail, markers, 8 * 60_000)
    const { missing, twice } = summarise(counts, markers)
    report.figures.mailOutage = {
      enquiries: total,
      deliveredAfterSeconds: Math.round((Date.now() - started) / 1000),
      missing: missing.length,
      twice: twice.length,
    }
    report.check(
      `mail back: ${total} delivered`,
      missing.length === 0,
      `${total - missing.length} delivered in ${report.figures.mailOutage.deliveredAfterSeconds} s`,
    )
    report.check('mail back: none delivered twice', twice.length === 0, twice.slice(0, 3).join(', '))
  } finally {
    await server.stop()
    await mail.down()
  }
}

export async function crashMidBurst(report) {
  const port = basePort + 2
  const smtpPort = basePort + 6
  const run = `k${Date.now().toString(36)}`
  const mail = new MailSink(smtpPort)
  await mail.up()
  const data = await freshData('crash')
  const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'Website <no-reply@localhost>' }
  let server = startServer('crash-1', port, data, env)
  try {
    await server.ready()
    // A steady burst from 10 clients; the server is killed while it runs.
    const acknowledged = []
    let n = 0
    let stop = false
    const client = async () => {
      while (!stop) {
        const marker = `rz-${run}-${n++}`
        const r = await enquire(port, marker)
        if (r.status === 200) acknowledged.push(marker)
        if (r.status === 0) return
      }
    }
    const clients = Array.from({ length: 10 }, client)
    await sleep(short ? 4000 : 8000)
    await server.kill('SIGKILL')
    stop = true
    await Promise.all(clients)
    report.check(
      'crash: enquiries were acknowledged before the kill',
      acknowledged.length > 0,
      `${acknowledged.length} acknowledged of ${n} sent`,
    )
    server = startServer('crash-2', port, data, env)
    await server.ready()
    const rows = await sqlite(
      data,
      `select description from enquiries where description like 'Resilience enquiry rz-${run}-%'`,
    )
    const stored = new Set(rows.map((r) => String(r.description).split(' ').pop()))
    const lost = acknowledged.filter((m) => !stored.has(m))
    report.check(
      'crash: every acknowledged enquiry is stored',
      lost.length === 0,
      `${acknowledged.length - lost.length}/${acknowledged.length}`,
    )
    const counts = await deliveries(mail, acknowledged, 5 * 60_000)
    const { missing, twice } = summarise(counts, acknowledged)
    report.figures.crash = {
      sent: n,
      acknowledged: acknowledged.length,
      stored: stored.size,
      delivered: counts.size,
      missing: missing.length,
      twice: twice.length,
    }
    report.check(
      'crash: every acknowledged enquiry is delivered after restart',
      missing.length === 0,
      `${acknowledged.length - missing.length}/${acknowledged.length}`,
    )
    // An enquiry whose mail was handed to the SMTP server just before the kill, but not yet
    // recorded as sent, can go out once more: at-least-once across a crash. Report it.
    report.check(
      'crash: no enquiry delivered twice',
      twice.length === 0,
      twice.length ? `${twice.length} twice: ${twice.slice(0, 3).join(', ')}` : '',
    )
  } finally {
    await server.stop()
    await mail.down()
  }
}
