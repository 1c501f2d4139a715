#!/usr/bin/env node
// Screenshots of every page type, on both hosts, at a desktop and a phone width, to compare two
// builds of the site (a redesign that must look the same). Each build runs on its own port, its
// hosts set to www.site.test:PORT and en.site.test:PORT (as the e2e server, playwright.config.ts).
//   node scripts/screenshots.mjs capture PORT DIR [TYPE,…]   writes DIR/{zh,en}-{1440,390}-{page}.png
//   node scripts/screenshots.mjs compare DIR_A DIR_B  lists the pairs whose pixels differ
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs'

const WIDTHS = { 1440: 900, 390: 844 }

/** Page type → its path, or [listing, prefix]: the first item the listing links to. */
const PAGES = {
  home: '/',
  product: ['/', '/products'],
  service: ['/', '/services'],
  'solution-listing': '/solution',
  'solution-detail': ['/solution', '/solution'],
  'product-solution-listing': '/product_solution',
  'product-solution-detail': ['/product_solution', '/product_solution'],
  customer: '/customer',
  'case-listing': '/customer/case',
  'case-detail': ['/customer/case', '/customer/case'],
  'news-listing': '/about/news',
  'news-detail': ['/about/news', '/about/news'],
  'doc-listing': '/doc',
  'doc-detail': ['/doc', '/doc'],
  'video-listing': '/video',
  'video-detail': ['/video', '/video'],
  'article-listing': '/technology/article',
  'article-detail': ['/technology/article', '/technology/article'],
  'tech-trends': '/technology/TrendChart',
  'tech-community': '/technology/modb',
  'about-company': '/about/company',
  'about-honor': '/about/honor',
  'about-partner': '/about/partner',
  'about-job': '/about/job',
  'about-contact': '/about/ContactUs',
  'about-contract': '/about/contract',
  search: '/search?q=MogDB',
  'not-found': '/no/such/page',
  privacy: '/privacy',
}

async function capture(port, dir, only) {
  fs.mkdirSync(dir, { recursive: true })
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, '--host-resolver-rules=MAP *.site.test 127.0.0.1', '--hide-scrollbars'],
  })
  const found = {}
  // The four host-and-width runs side by side: most of the time is waiting for the server.
  const runs = ['zh', 'en'].flatMap((locale) => Object.keys(WIDTHS).map((width) => [locale, Number(width)]))
  await Promise.all(
    runs.map(async ([locale, width]) => {
      const base = `http://${locale === 'zh' ? 'www' : 'en'}.site.test:${port}`
      // A browser language that matches the host: another would be sent to the other host (spec section 4).
      const context = await browser.newContext({
        viewport: { width, height: WIDTHS[width] },
        locale: locale === 'zh' ? 'zh-CN' : 'en-US',
        reducedMotion: 'reduce',
      })
      const page = await context.newPage()
      for (const [type, where] of Object.entries(PAGES).filter(([t]) => !only || only.includes(t))) {
        const target = typeof where === 'string' ? where : await firstLink(page, base, ...where)
        found[`${locale} ${width} ${type}`] = target
        if (!target) continue
        const name = `${locale}-${width}-${type}.png`
        try {
          await page.goto(`${base}${target}`, { waitUntil: 'load', timeout: 120_000 })
          await settle(page)
          await page.screenshot({ path: path.join(dir, name), fullPage: true, timeout: 120_000 })
          console.log(`${name} ${target}`)
        } catch (error) {
          console.log(`${name} ${target}: ${error.message.split('\n')[0]}`)
        }
      }
      await context.close()
    }),
  )
  await browser.close()
  fs.writeFileSync(path.join(dir, 'paths.json'), JSON.stringify(found, null, 2))
}

/** The first link of a listing to one of its items (`prefix/{id}`). */
async function firstLink(page, base, listing, prefix) {
  await page.goto(`${base}${listing}`, { waitUntil: 'load', timeout: 120_000 })
  const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href') ?? ''))
  return hrefs.find((h) => h.startsWith(`${prefix}/`) && /^[^?#]+$/.test(h.slice(prefix.length + 1)))
}

/** Scrolls through the page (lazy images load), back to the top, and waits for fonts and images. */
async function settle(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 50))
    }
    window.scrollTo(0, 0)
    await document.fonts.ready
    // Images still loading, up to 10 s; not those beside the page (a carousel's next slide, never loaded).
    const beside = (img) =>
      img.getBoundingClientRect().left >= window.innerWidth || img.getBoundingClientRect().right <= 0
    const loading = [...document.images].filter((img) => !img.complete && !beside(img))
    const loaded = loading.map((img) => new Promise((r) => img.addEventListener('load', r, { once: true })))
    await Promise.race([Promise.all(loaded), new Promise((r) => setTimeout(r, 10_000))])
  })
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {})
  await page.waitForTimeout(300)
}

async function compare(a, b) {
  const names = fs.readdirSync(a).filter((n) => n.endsWith('.png'))
  for (const name of names) {
    if (!fs.existsSync(path.join(b, name))) {
      console.log(`${name}: only in ${a}`)
      continue
    }
    const [x, y] = await Promise.all(
      [a, b].map((d) => sharp(path.join(d, name)).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
    )
    if (x.info.width !== y.info.width || x.info.height !== y.info.height) {
      console.log(`${name}: size ${x.info.width}x${x.info.height} -> ${y.info.width}x${y.info.height}`)
      continue
    }
    // Rows that differ, as ranges: where to look.
    const rowBytes = x.info.width * 4
    let differing = 0
    const rows = []
    for (let r = 0; r < x.info.height; r++) {
      const start = r * rowBytes
      if (x.data.compare(y.data, start, start + rowBytes, start, start + rowBytes) === 0) continue
      for (let i = start; i < start + rowBytes; i += 4)
        if (x.data.readUInt32BE(i) !== y.data.readUInt32BE(i)) differing++
      const last = rows.at(-1)
      if (last && last[1] === r - 1) last[1] = r
      else rows.push([r, r])
    }
    if (differing)
      console.log(`${name}: ${differing} pixels differ, rows ${rows.map(([s, e]) => `${s}-${e}`).join(' ')}`)
  }
}

const [command, ...args] = process.argv.slice(2)
if (command === 'capture') await capture(Number(args[0]), args[1], args[2]?.split(','))
else if (command === 'compare') await compare(args[0], args[1])
else {
  console.error('usage: screenshots.mjs capture PORT DIR | compare DIR_A DIR_B')
  process.exit(2)
}
