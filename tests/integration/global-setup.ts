/**
 * One throw-away database per integration run: a fresh SQLite file by default, or a wiped
 * PostgreSQL schema when TEST_DATABASE_URL is set (the same suite runs on both adapters).
 */
import fs from 'node:fs'
import path from 'node:path'

type Run = { databaseUrl: string; dataDir: string }
// Both integration projects (vitest.config.ts) name this setup, and vitest runs it for each: the
// second must find the first's database, not wipe it.
const shared = globalThis as { integrationRun?: Promise<Run> }

export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const run = await (shared.integrationRun ??= prepare())
  provide('databaseUrl', run.databaseUrl)
  provide('dataDir', run.dataDir)
}

async function prepare(): Promise<Run> {
  const target = process.env.TEST_DATABASE_URL
  let url: string
  if (target) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: target })
    await client.connect()
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;')
    await client.end()
    url = target
  } else {
    const dir = path.resolve('.tmp')
    fs.mkdirSync(dir, { recursive: true })
    const file = path.join(dir, `integration-${process.pid}.db`)
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
    url = `file:${file}`
  }
  const dataDir = path.resolve('.tmp', `integration-data-${process.pid}`)
  fs.rmSync(dataDir, { recursive: true, force: true })
  return { databaseUrl: url, dataDir }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    dataDir: string
  }
}
