#!/usr/bin/env node
// Draws the seed's sample video (an animated architecture scene: clients stream data into a database
// cluster that replicates to a standby) on a canvas in headless Chromium and records it to WebM with
// MediaRecorder. Output: src/cms/seed/assets/sample-video.webm. Run again only to change the clip:
//   node scripts/make-seed-video.mjs [path-to-chromium]
import fs from 'node:fs'
import { chromium } from '@playwright/test'

const OUT = 'src/cms/seed/assets/sample-video.webm'
const executablePath = process.argv[2] || process.env.CHROMIUM_PATH || '/usr/bin/chromium'

const browser = await chromium.launch({ executablePath })
const page = await browser.newPage()
await page.setContent('<canvas width="640" height="360"></canvas>')
const result = await page.evaluate(async () => {
  const W = 640
  const H = 360
  const SECONDS = 6
  const canvas = document.querySelector('canvas')
  const ctx = canvas.getContext('2d')
  const ACCENT = '#1E90FF'
  const STRONG = '#0A6CDB'

  const ease = (t) => (t < 0 ? 0 : t > 1 ? 1 : t * t * (3 - 2 * t))

  function cylinder(cx, y, w, h, alpha) {
    const rx = w / 2
    const ry = w * 0.16
    ctx.globalAlpha = alpha
    ctx.fillStyle = ACCENT
    ctx.beginPath()
    ctx.moveTo(cx - rx, y)
    ctx.lineTo(cx - rx, y + h)
    ctx.ellipse(cx, y + h, rx, ry, 0, Math.PI, 0, true)
    ctx.lineTo(cx + rx, y)
    ctx.fill()
    ctx.strokeStyle = 'rgba(255,255,255,0.55)'
    ctx.lineWidth = 2
    for (const f of [0.35, 0.7]) {
      ctx.beginPath()
      ctx.ellipse(cx, y + h * f, rx, ry, 0, 0, Math.PI)
      ctx.stroke()
    }
    ctx.fillStyle = '#7CC0FF'
    ctx.beginPath()
    ctx.ellipse(cx, y, rx, ry, 0, 0, Math.PI * 2)
    ctx.fill()
    ctx.globalAlpha = 1
  }

  function box(x, y, w, h, alpha) {
    ctx.globalAlpha = alpha
    ctx.fillStyle = 'rgba(30,144,255,0.14)'
    ctx.strokeStyle = 'rgba(124,192,255,0.8)'
    ctx.lineWidth = 1.5
    ctx.beginPath()
    ctx.roundRect(x, y, w, h, 8)
    ctx.fill()
    ctx.stroke()
    ctx.fillStyle = ACCENT
    ctx.fillRect(x, y + 6, 3, h - 12)
    // Three "rows" standing for an application's screen.
    ctx.fillStyle = 'rgba(255,255,255,0.5)'
    for (let i = 0; i < 3; i++) ctx.fillRect(x + 14, y + 12 + i * 10, (w - 28) * (1 - i * 0.25), 4)
    ctx.globalAlpha = 1
  }

  const clients = [70, 150, 230].map((y) => ({ x: 40, y, w: 110, h: 46 }))
  const primary = { cx: 330, y: 130 }
  const standby = { cx: 540, y: 130 }

  function frame(t) {
    const g = ctx.createLinearGradient(0, 0, W, H)
    g.addColorStop(0, '#0F172A')
    g.addColorStop(1, '#10243F')
    ctx.fillStyle = g
    ctx.fillRect(0, 0, W, H)
    // Slowly drifting grid.
    ctx.strokeStyle = 'rgba(124,192,255,0.07)'
    ctx.lineWidth = 1
    const off = (t * 12) % 32
    for (let x = -off; x < W; x += 32) {
      ctx.beginPath()
      ctx.moveTo(x, 0)
      ctx.lineTo(x, H)
      ctx.stroke()
    }
    for (let y = -off; y < H; y += 32) {
      ctx.beginPath()
      ctx.moveTo(0, y)
      ctx.lineTo(W, y)
      ctx.stroke()
    }

    const appear = ease(t / 0.8)
    clients.forEach((c, i) => box(c.x, c.y, c.w, c.h, ease((t - i * 0.15) / 0.6)))

    // Links from clients to the primary, and primary to standby.
    ctx.setLineDash([4, 6])
    ctx.lineDashOffset = -t * 30
    ctx.strokeStyle = `rgba(124,192,255,${0.5 * appear})`
    ctx.lineWidth = 1.5
    for (const c of clients) {
      ctx.beginPath()
      ctx.moveTo(c.x + c.w + 6, c.y + c.h / 2)
      ctx.lineTo(primary.cx - 48, primary.y + 40)
      ctx.stroke()
    }
    ctx.beginPath()
    ctx.moveTo(primary.cx + 52, primary.y + 40)
    ctx.lineTo(standby.cx - 52, standby.y + 40)
    ctx.stroke()
    ctx.setLineDash([])

    cylinder(primary.cx, primary.y, 90, 80, ease((t - 0.3) / 0.6))
    cylinder(standby.cx, standby.y, 90, 80, ease((t - 0.6) / 0.6) * 0.75)

    // Packets: from each client to the primary, then replicated to the standby.
    for (let k = 0; k < 9; k++) {
      const c = clients[k % 3]
      const p = (t * 0.55 + k / 9) % 1
      if (t < 1) continue
      const x0 = c.x + c.w + 6
      const y0 = c.y + c.h / 2
      const x1 = primary.cx - 48
      const y1 = primary.y + 40
      let x
      let y
      if (p < 0.6) {
        const q = p / 0.6
        x = x0 + (x1 - x0) * q
        y = y0 + (y1 - y0) * q
      } else {
        const q = (p - 0.6) / 0.4
        x = primary.cx + 52 + (standby.cx - 52 - primary.cx - 52) * q
        y = primary.y + 40
      }
      ctx.fillStyle = p < 0.6 ? '#FFFFFF' : ACCENT
      ctx.shadowColor = ACCENT
      ctx.shadowBlur = 10
      ctx.beginPath()
      ctx.arc(x, y, 3.5, 0, Math.PI * 2)
      ctx.fill()
      ctx.shadowBlur = 0
    }

    // Heartbeat ring around the primary.
    const beat = (t * 0.8) % 1
    ctx.strokeStyle = `rgba(30,144,255,${(1 - beat) * 0.6 * appear})`
    ctx.lineWidth = 2
    ctx.beginPath()
    ctx.ellipse(primary.cx, primary.y + 40, 60 + beat * 30, 60 + beat * 30, 0, 0, Math.PI * 2)
    ctx.stroke()

    // A throughput bar chart that grows along the bottom.
    for (let i = 0; i < 16; i++) {
      const h = (18 + 22 * Math.abs(Math.sin(i * 1.3 + t * 1.6))) * ease((t - 0.5 - i * 0.05) / 0.5)
      ctx.fillStyle = i % 4 === 3 ? ACCENT : 'rgba(124,192,255,0.35)'
      ctx.fillRect(220 + i * 14, 330 - h, 9, h)
    }
    ctx.fillStyle = STRONG
    ctx.fillRect(220, 331, 16 * 14 - 5, 2)
  }

  const stream = canvas.captureStream(30)
  const recorder = new MediaRecorder(stream, {
    mimeType: 'video/webm;codecs=vp9',
    videoBitsPerSecond: 220_000,
  })
  const chunks = []
  recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data)
  const done = new Promise((resolve) => (recorder.onstop = resolve))
  frame(0)
  recorder.start()
  const start = performance.now()
  await new Promise((resolve) => {
    const tick = () => {
      const t = (performance.now() - start) / 1000
      frame(Math.min(t, SECONDS))
      if (t < SECONDS) requestAnimationFrame(tick)
      else resolve()
    }
    requestAnimationFrame(tick)
  })
  recorder.stop()
  await done
  const buf = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer())
  let bin = ''
  for (let i = 0; i < buf.length; i += 0x8000) bin += String.fromCharCode(...buf.subarray(i, i + 0x8000))
  return { base64: btoa(bin), ms: performance.now() - start }
})
await browser.close()
// Chromium's recorder writes a finished file: Duration, Cues and a SeekHead included.
const data = Buffer.from(result.base64, 'base64')
fs.mkdirSync('src/cms/seed/assets', { recursive: true })
fs.writeFileSync(OUT, data)
console.log(`${OUT}: ${data.length} bytes, ${Math.round(result.ms)} ms`)
