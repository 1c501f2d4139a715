import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import { parseEnv } from '@/lib/env'

/** A fresh DATA_DIR: parseEnv writes the generated secret there. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'geo-env-'))

it('geolocation configuration: defaults, http needs a URL, bad provider named', () => {
  const e = parseEnv({ DATA_DIR: dir })
  expect([e.GEOIP_PROVIDER, e.GEOIP_TIMEOUT_MS, e.GEOIP_CACHE_SIZE, e.GEOIP_CACHE_TTL]).toEqual([
    'local',
    800,
    10000,
    86400,
  ])
  expect(() => parseEnv({ DATA_DIR: dir, GEOIP_PROVIDER: 'http' })).toThrow(/GEOIP_HTTP_URL/)
  expect(() => parseEnv({ DATA_DIR: dir, GEOIP_PROVIDER: 'nope' })).toThrow(/GEOIP_PROVIDER/)
  expect(
    parseEnv({ DATA_DIR: dir, GEOIP_PROVIDER: 'http', GEOIP_HTTP_URL: 'https://geo.example/{ip}' })
      .GEOIP_HTTP_URL,
  ).toBe('https://geo.example/{ip}')
})
