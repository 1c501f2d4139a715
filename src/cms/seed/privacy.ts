import type { Payload } from 'payload'
import type { RichTextBlock } from '../payload-types'
import { PRIVACY_PATH } from '@/features/enquiry/privacy'
import { privacyPage } from './content/privacy'
import { toLexical } from './lexical'

/**
 * The privacy policy the enquiry form links to (PRIVACY_PATH), in both languages, published.
 * Run by the seed and at every start (cms/init.ts), so a site seeded before landing pages
 * existed gets it too; a page already at that path is left as the editors made it. Kept apart
 * from the seed's index, which is too large to load at every start.
 */
export async function seedPrivacyPage(payload: Payload): Promise<boolean> {
  const ctx = { context: { seeding: true, disableRevalidate: true }, overrideAccess: true } as const
  const existing = await payload.count({
    collection: 'pages',
    where: { path: { equals: PRIVACY_PATH } },
    ...ctx,
  })
  if (existing.totalDocs > 0) return false
  const content = (l: 'zh' | 'en') => ({
    title: privacyPage.title[l],
    meta: { description: privacyPage.metaDescription[l] },
    layout: [
      { blockType: 'hero' as const, heading: privacyPage.title[l], text: privacyPage.lead[l] },
      { blockType: 'richText' as const, content: toLexical(privacyPage.body[l]) as RichTextBlock['content'] },
    ],
    _status: 'published' as const,
  })
  const created = await payload.create({
    collection: 'pages',
    locale: 'zh',
    data: { path: PRIVACY_PATH, ...content('zh') },
    ...ctx,
  })
  await payload.update({ collection: 'pages', id: created.id, locale: 'en', data: content('en'), ...ctx })
  return true
}
