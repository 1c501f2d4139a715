import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseEnv } from './env'

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'env-'))

describe('configuration', () => {
  it('starts with no configuration at all: embedded SQLite, local hosts, a generated secret', () => {
    const dir = tmp()
    const e = parseEnv({ DATA_DIR: dir })
    expect(e.databaseKind).toBe('sqlite')
    expect(e.DATABASE_URL).toBe('file:./data/site.db')
    expect(e.PORT).toBe(3000)
    expect(e.SITE_ZH_HOST).toBe('localhost:3000')
    expect(e.SITE_EN_HOST).toBe('en.localhost:3000')
    expect(e.TRUST_PROXY).toBe(false)
    expect(e.PAYLOAD_SECRET).toMatch(/^[0-9a-f]{64}$/)
    // The generated secret is kept: the next start uses the same one.
    expect(parseEnv({ DATA_DIR: dir }).PAYLOAD_SECRET).toBe(e.PAYLOAD_SECRET)
    expect(fs.statSync(path.join(dir, 'payload-secret')).mode & 0o777).toBe(0o600)
  })

  it('serves both local hosts on another PORT when the hosts are not set', () => {
    const e = parseEnv({ DATA_DIR: tmp(), PORT: '3400' })
    expect([e.SITE_ZH_HOST, e.SITE_EN_HOST]).toEqual(['localhost:3400', 'en.localhost:3400'])
    const set = parseEnv({
      DATA_DIR: tmp(),
      PORT: '3400',
      SITE_ZH_HOST: 'www.x.test',
      SITE_EN_HOST: 'en.x.test',
    })
    expect([set.SITE_ZH_HOST, set.SITE_EN_HOST]).toEqual(['www.x.test', 'en.x.test'])
  })

  it('chooses PostgreSQL from DATABASE_URL and then requires PAYLOAD_SECRET', () => {
    expect(() => parseEnv({ DATABASE_URL: 'postgres://u@h/db' })).toThrow(/PAYLOAD_SECRET/)
    const e = parseEnv({ DATABASE_URL: 'postgresql://u@h/db', PAYLOAD_SECRET: 'x'.repeat(32) })
    expect(e.databaseKind).toBe('postgres')
  })

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['SITE_EN_HOST', { SITE_EN_HOST: 'https://en.example.com/' }],
    ['SITE_PROTOCOL', { SITE_PROTOCOL: 'ftp' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'maybe' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough' }],
    ['SITE_EN_HOST', { SITE_ZH_HOST: 'a.test', SITE_EN_HOST: 'a.test' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'a@b.test' }],
    ['REDIS_URL', { REDIS_URL: 'localhost:6379' }],
    ['ENQUIRY_RETENTION_DAYS', { ENQUIRY_RETENTION_DAYS: '0' }],
    ['ENQUIRY_RETENTION_DAYS', { ENQUIRY_RETENTION_DAYS: '1.5' }],
    ['ENQUIRY_RETENTION_DAYS', { ENQUIRY_RETENTION_DAYS: 'two years' }],
    ['REDIS_KEY_PREFIX', { REDIS_KEY_PREFIX: 'has space' }],
    ['S3_ACCESS_KEY_ID', { S3_BUCKET: 'media' }],
    [
      'S3_ENDPOINT',
      { S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' },
    ],
  ])('a bad %s stops the start with a message naming it', (name, source) => {
    expect(() => parseEnv({ DATA_DIR: tmp(), ...source })).toThrow(new RegExp(name))
  })

  it('keeps enquiries 730 days unless ENQUIRY_RETENTION_DAYS says otherwise', () => {
    expect(parseEnv({ DATA_DIR: tmp() }).ENQUIRY_RETENTION_DAYS).toBe(730)
    expect(parseEnv({ DATA_DIR: tmp(), ENQUIRY_RETENTION_DAYS: '365' }).ENQUIRY_RETENTION_DAYS).toBe(365)
  })

  it('serves the test-only pages only when asked, and never on an https site', () => {
    expect(parseEnv({ DATA_DIR: tmp() }).TEST_FIXTURES).toBe(false)
    expect(parseEnv({ DATA_DIR: tmp(), TEST_FIXTURES: '1' }).TEST_FIXTURES).toBe(true)
    expect(() => parseEnv({ DATA_DIR: tmp(), TEST_FIXTURES: '1', SITE_PROTOCOL: 'https' })).toThrow(
      /TEST_FIXTURES/,
    )
  })

  it('reads booleans and lower-cases hosts', () => {
    const e = parseEnv({
      DATA_DIR: tmp(),
      TRUST_PROXY: 'on',
      SITE_ZH_HOST: 'WWW.Example.com',
      SITE_EN_HOST: 'en.example.com',
    })
    expect(e.TRUST_PROXY).toBe(true)
    expect(e.SITE_ZH_HOST).toBe('www.example.com')
  })

  it('shares state only when told to: no Redis, no S3 by default', () => {
    const e = parseEnv({ DATA_DIR: tmp() })
    expect(e.REDIS_URL).toBeUndefined()
    expect(e.S3_BUCKET).toBeUndefined()
    expect(e.REDIS_KEY_PREFIX).toBe('site:')
    const shared = parseEnv({
      DATA_DIR: tmp(),
      REDIS_URL: 'redis://cache:6379/2',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    })
    expect(shared.REDIS_URL).toBe('redis://cache:6379/2')
    expect(shared.S3_FORCE_PATH_STYLE).toBe(true)
    expect(shared.S3_REGION).toBe('us-east-1')
  })
})
