import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildFolder, root } from './lib/paths.mjs'

// The bench deletes this folder before each timed build: a wrong BENCH_DIST_DIR must not reach rmSync.
describe('buildFolder', () => {
  it('resolves a folder inside the checkout', () => {
    expect(buildFolder('.next-bench')).toBe(path.join(root, '.next-bench'))
    expect(buildFolder(path.join(root, 'bench/floor/.next'))).toBe(path.join(root, 'bench/floor/.next'))
  })

  it.each(['.', '', '..', '../elsewhere', 'a/../..', '/tmp/x', root])('refuses %j', (dir) => {
    expect(() => buildFolder(dir)).toThrow(/not a folder inside/)
  })
})
