import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { missingFileIs404 } from './missing-file'

const dir = mkdtempSync(path.join(os.tmpdir(), 'media-'))
writeFileSync(path.join(dir, 'hero.webp'), 'x')
mkdirSync(path.join(dir, 'folder'))
const handler = missingFileIs404(dir)
const ask = (filename: string) =>
  handler({} as never, {
    doc: { id: 1 },
    params: { collection: 'media', filename },
  }) as Promise<Response | void>

describe('missingFileIs404', () => {
  it('lets Payload send a file that is there', async () => {
    expect(await ask('hero.webp')).toBeUndefined()
  })

  it.each(['missing.png', 'folder', '../media-outside.png', 'a\0b.png', ''])(
    'answers 404 for %j',
    async (name) => {
      const res = await ask(name)
      expect(res).toBeInstanceOf(Response)
      expect((res as Response).status).toBe(404)
    },
  )
})
