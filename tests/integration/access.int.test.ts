import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { asVisitor, payloadForTests } from './helpers'

let payload: Payload

beforeAll(async () => {
  payload = await payloadForTests()
})

describe('access for anonymous visitors', () => {
  it('refuses to list or create enquiries and staff users', async () => {
    await expect(payload.find({ collection: 'enquiries', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'enquiries',
        overrideAccess: false,
        data: {
          username: 'x',
          phone: '13800000000',
          email: 'a@b.cn',
          company: 'c',
          product: 'MogDB',
          description: 'd',
          locale: 'zh',
        },
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'users',
        overrideAccess: false,
        data: { email: 'evil@x.test', password: 'password123', roles: ['admin'] },
      }),
    ).rejects.toThrow()
  })

  it('shows published documents only: a draft stays invisible until it is published', async () => {
    const draft = await payload.create({
      collection: 'news',
      locale: 'zh',
      draft: true,
      data: { title: '草稿新闻', publishedAt: '2025-02-02', _status: 'draft' },
      overrideAccess: true,
    })
    const visible = await payload.find({
      collection: 'news',
      where: { id: { equals: draft.id } },
      ...asVisitor('zh'),
    })
    expect(visible.totalDocs).toBe(0)
    await payload.update({
      collection: 'news',
      id: draft.id,
      locale: 'zh',
      data: { _status: 'published' },
      overrideAccess: true,
    })
    const published = await payload.find({
      collection: 'news',
      where: { id: { equals: draft.id } },
      ...asVisitor('zh'),
    })
    expect(published.totalDocs).toBe(1)
    await payload.delete({ collection: 'news', id: draft.id, overrideAccess: true })
  })

  it('lets an authenticated staff user read enquiries', async () => {
    const user = await payload.create({
      collection: 'users',
      data: { email: `staff-${Date.now()}@site.test`, password: 'staff-password-1', roles: ['admin'] },
      overrideAccess: true,
    })
    // A known enquiry, so the read must actually return it (not just "not throw").
    const enquiry = await payload.create({
      collection: 'enquiries',
      overrideAccess: true,
      data: {
        username: 'access-check',
        phone: '13800000000',
        email: 'access@site.test',
        company: `access-${Date.now()}`,
        product: 'MogDB',
        description: 'd',
        locale: 'zh',
      },
    })
    const result = await payload.find({
      collection: 'enquiries',
      where: { id: { equals: enquiry.id } },
      overrideAccess: false,
      user,
    })
    expect(result.docs.map((d) => d.company)).toEqual([enquiry.company])
    await payload.delete({ collection: 'enquiries', id: enquiry.id, overrideAccess: true })
    await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
  })
})
