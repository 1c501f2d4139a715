import type { Payload } from 'payload'
import { routing } from '@/i18n/routing'
import zh from '../../../messages/zh.json'
import en from '../../../messages/en.json'
import { pageTextsFrom } from './messages'
import { PAGE_TEXTS_SLUG } from './sections'

const ctx = { context: { seeding: true, disableRevalidate: true }, overrideAccess: true } as const
const catalogues = { zh, en }

/**
 * A database whose page texts were never saved (a new one, or one from before them) gets the
 * catalogue's texts at start (cms/init.ts), so editors find in the admin what the site shows.
 * Once saved, even with fields emptied on purpose, the global is the editors' and left alone.
 */
export async function fillEmptyPageTexts(payload: Payload): Promise<boolean> {
  const saved = await payload.findGlobal({ slug: PAGE_TEXTS_SLUG, depth: 0, ...ctx })
  if (saved.updatedAt) return false
  for (const locale of routing.locales) {
    await payload.updateGlobal({
      slug: PAGE_TEXTS_SLUG,
      locale,
      data: pageTextsFrom(catalogues[locale]),
      ...ctx,
    })
  }
  return true
}
