import { expect, it } from 'vitest'
import { previewCookieOptions } from './cookie-options'

const at = new Date('2026-12-01T12:00:00Z')

it('lets the admin frame the other host across sites over https and on localhost names', () => {
  for (const [host, protocol] of [
    ['en.example.com', 'https'],
    ['en.localhost:3000', 'http'],
    ['localhost:3000', 'http'],
  ] as const) {
    expect(previewCookieOptions(host, protocol, at), host).toMatchObject({
      secure: true,
      sameSite: 'none',
      partitioned: true,
    })
  }
})

it('keeps Lax on other plain-http hosts, where a browser drops a Secure cookie', () => {
  for (const host of ['en.site.test:3100', 'notlocalhost:80', null]) {
    expect(previewCookieOptions(host, 'http', at), String(host)).toMatchObject({
      secure: false,
      sameSite: 'lax',
    })
  }
  expect(previewCookieOptions('en.site.test', 'http', at)).toEqual({
    httpOnly: true,
    path: '/',
    secure: false,
    sameSite: 'lax',
    partitioned: false,
    expires: at,
  })
})
