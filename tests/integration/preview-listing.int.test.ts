import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/cms/payload-types'
import { findPage } from '@/features/content/read'
import { inPreview } from '@/features/preview/scope'

/**
 * A listing in a staff live preview pages and counts the latest drafts, as it lists them; a
 * visitor's listing pages and counts the published documents only.
 */
let payload: Payload
let editor: User
let id: number
const stamp = Date.now()

beforeAll(async () => {
  const { payloadForTests } = await import('./helpers')
  payload = await payloadForTests()
  editor = (await payload.create({
    collection: 'users',
    data: { email: `preview-${stamp}@site.test`, password: 'preview-password-1', roles: ['editor'] },
    overrideAccess: true,
  })) as User
  // Published in Chinese only, older than every other item (last in the listing; the files share
  // one database); then an English title as a draft.
  const doc = await payload.create({
    collection: 'news',
    locale: 'zh',
    data: { title: `预览列表 ${stamp}`, publishedAt: '2001-01-01T00:00:00.000Z', _status: 'published' },
    overrideAccess: true,
  })
  id = Number(doc.id)
  await payload.update({
    collection: 'news',
    id,
    locale: 'en',
    draft: true,
    data: { title: `Preview listing ${stamp}` },
    overrideAccess: true,
  })
})

afterAll(async () => {
  await payload.delete({ collection: 'news', id, overrideAccess: true })
  await payload.delete({ collection: 'users', id: editor.id, overrideAccess: true })
})

const enNews = (page: number) =>
  findPage('en', { collection: 'news', sort: ['-publishedAt', '-id'] }, page, 10, [])

describe('a listing in a staff live preview', () => {
  it('lists and counts an English title that exists only as a draft; a visitor sees neither', async () => {
    const visitor = await enNews(1)
    expect(visitor.docs.map((d) => d.id)).not.toContain(id)
    const preview = await inPreview(editor, () => enNews(1))
    expect(preview.total).toBe(visitor.total + 1)
    expect(preview.totalPages).toBe(Math.max(1, Math.ceil(preview.total / 10)))
    // The last page of the preview holds what the count says is left, the draft last.
    const last = await inPreview(editor, () => enNews(preview.totalPages))
    expect(last.docs).toHaveLength(preview.total - (preview.totalPages - 1) * 10)
    expect(last.docs.at(-1)).toMatchObject({ id, title: `Preview listing ${stamp}` })
  })
})
