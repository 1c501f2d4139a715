/**
 * Helpers of the API integration tests: requests shaped like a browser's, to the route handlers.
 * Route modules are imported dynamically by the tests, after they set their environment.
 */
export const ZH = 'www.site.test'
export const EN = 'en.site.test'

type Handler = (request: Request) => Promise<Response>

// The rate limits count the enquiries stored per address, in the database every file of a run
// shares: each process takes its own block of the IPv6 documentation range.
const group = (n: number) => (n % 0x10000).toString(16)
const ipBlock = `2001:db8:${group(process.pid)}:${group(Math.floor(Math.random() * 0x10000))}`
let ipCounter = 1
/** A client address no other call of the run has used, so one test's limits never touch another. */
export const freshIp = () => `${ipBlock}::${group(ipCounter++)}`

export async function get(handler: Handler, path: string, host = ZH, headers: Record<string, string> = {}) {
  const response = await handler(new Request(`http://${host}${path}`, { headers: { host, ...headers } }))
  return { response, body: (await response.json()) as Record<string, any> } // eslint-disable-line @typescript-eslint/no-explicit-any
}

export type PostOptions = {
  host?: string
  origin?: string | null
  contentType?: string | null
  ip?: string
  headers?: Record<string, string>
}

export async function post(handler: Handler, path: string, body: BodyInit, o: PostOptions = {}) {
  const host = o.host ?? ZH
  const headers: Record<string, string> = { host, 'x-site-socket-ip': o.ip ?? freshIp(), ...o.headers }
  if (o.origin !== null) headers.origin = o.origin ?? `http://${host}`
  if (o.contentType !== null) headers['content-type'] = o.contentType ?? 'application/json'
  const response = await handler(new Request(`http://${host}${path}`, { method: 'POST', headers, body }))
  return { response, body: (await response.json()) as Record<string, any> } // eslint-disable-line @typescript-eslint/no-explicit-any
}

export const validEnquiry = (over: Record<string, unknown> = {}) => ({
  username: '张三',
  phone: '13812345678',
  email: 'zhang@example.cn',
  company: '测试公司',
  product: 'MogDB',
  description: '希望了解 MogDB 的迁移方案',
  ...over,
})
