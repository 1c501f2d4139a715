import dns from 'node:dns'

/**
 * The e2e hosts (www.site.test, en.site.test) resolve to loopback in Node too, as they do in
 * Chromium through --host-resolver-rules, so Playwright's request fixture reaches the test server
 * without an /etc/hosts entry on the machine. Loaded by playwright.config.ts in every process.
 */
const isTestHost = (hostname: string) => /(^|\.)site\.test$/i.test(hostname)
const loopback = { address: '127.0.0.1', family: 4 }

type LookupOptions = { all?: boolean; family?: number | string } | number | undefined

function answer(options: LookupOptions) {
  const family = typeof options === 'object' ? options.family : options
  if (family === 6 || family === 'IPv6') {
    throw Object.assign(new Error('queryAaaa ENOTFOUND'), { code: 'ENOTFOUND' })
  }
  return typeof options === 'object' && options.all ? [loopback] : loopback
}

const promises = dns.promises as unknown as { lookup: (h: string, o?: LookupOptions) => Promise<unknown> }
const lookupAsync = promises.lookup.bind(promises)
promises.lookup = async (hostname, options) =>
  isTestHost(hostname) ? answer(options) : lookupAsync(hostname, options)

const lookup = dns.lookup
;(dns as unknown as { lookup: unknown }).lookup = function (
  ...args: [string, LookupOptions | ((...args: unknown[]) => void), ((...args: unknown[]) => void)?]
) {
  const [hostname, options, callback] = args
  if (!isTestHost(hostname)) return (lookup as (...a: unknown[]) => void).apply(dns, args)
  const cb = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void
  const opts = typeof options === 'function' ? undefined : options
  let result: unknown
  try {
    result = answer(opts)
  } catch (error) {
    return process.nextTick(cb, error)
  }
  if (Array.isArray(result)) process.nextTick(cb, null, result)
  else process.nextTick(cb, null, loopback.address, loopback.family)
}
