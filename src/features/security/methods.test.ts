import { expect, it } from 'vitest'
import { refuseUnknownMethod } from './methods.mjs'
import { refusalServer } from './test-server'

const send = refusalServer(refuseUnknownMethod, 'page')

it('refuses TRACE and PROPFIND with a 405 in the visitor’s language', async () => {
  const api = await send('TRACE', '/api/banners', 'en.x.test')
  expect(api.status).toBe(405)
  expect(JSON.parse(api.body)).toEqual({
    status: 405,
    message: 'This request method is not supported',
    result: null,
  })
  const page = await send('PROPFIND', '/about/company', 'www.x.test')
  expect(page.status).toBe(405)
  expect(page.body).toBe('不支持该请求方法')
})

it('lets the methods the site answers through', async () => {
  for (const method of ['GET', 'POST', 'OPTIONS'])
    expect((await send(method, '/', 'www.x.test')).body).toBe('page')
})
