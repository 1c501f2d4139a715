import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import en from '../../messages/en.json'
import { clientNamespaces, pickClientMessages } from './client-messages'

/** Every `useTranslations('ns')` (or `ns.sub`) in a file marked 'use client', by namespace root. */
function namespacesUsedByClientComponents(dir: string): Map<string, string> {
  const used = new Map<string, string>()
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const source = fs.readFileSync(file, 'utf8')
    if (!/^\s*['"]use client['"]/m.test(source)) continue
    for (const m of source.matchAll(/useTranslations\(\s*(?:['"]([^'"]*)['"])?\s*\)/g)) {
      used.set(m[1] ? m[1].split('.')[0] : '(all messages)', file)
    }
  }
  return used
}

describe('messages sent to the browser', () => {
  it('include every namespace a client component uses', () => {
    const used = namespacesUsedByClientComponents(path.resolve(import.meta.dirname, '..'))
    expect(used.size).toBeGreaterThan(0)
    for (const [ns, file] of used) expect(clientNamespaces, `${file} uses '${ns}'`).toContain(ns)
  })

  it('leave out the namespaces only server components read', () => {
    const picked = pickClientMessages(en)
    expect(Object.keys(picked).sort()).toEqual([...clientNamespaces].sort())
    expect(picked).not.toHaveProperty('pages')
    expect(JSON.stringify(picked).length).toBeLessThan(JSON.stringify(en).length / 2)
  })
})
