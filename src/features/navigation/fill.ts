import type { Payload } from 'payload'
import { routing } from '@/i18n/routing'
import {
  defaultColumns,
  defaultContact,
  defaultFiling,
  defaultNavItems,
  defaultRelatedLinks,
  defaultSocial,
} from './defaults'

type QrIds = { officialAccount?: number | null; videoAccount?: number | null }

// Trusted writes of the site's own defaults: no user, no cache to purge (start-up, seed).
const ctx = { context: { seeding: true, disableRevalidate: true }, overrideAccess: true } as const

/** Whether a localized array of a global holds no row in any language. */
async function emptyEverywhere(payload: Payload, slug: 'header' | 'footer', field: string) {
  for (const locale of routing.locales) {
    const doc: object = await payload.findGlobal({ slug, locale, fallbackLocale: false, depth: 0, ...ctx })
    const rows = (doc as Record<string, unknown>)[field]
    if (Array.isArray(rows) && rows.length > 0) return false
  }
  return true
}

/** Writes the default header menus of both languages. */
export async function writeDefaultHeader(payload: Payload): Promise<void> {
  for (const locale of routing.locales) {
    await payload.updateGlobal({
      slug: 'header',
      locale,
      data: { navItems: defaultNavItems[locale] },
      ...ctx,
    })
  }
}

export type FooterPart = 'columns' | 'social' | 'contact' | 'relatedLinks' | 'filing'
const allParts: FooterPart[] = ['columns', 'social', 'contact', 'relatedLinks', 'filing']

/**
 * Writes the default footer of both languages, all of it or only the given parts. `qr` names the
 * QR images the social entries show; an entry whose image is unknown is left out (a popover
 * without an image shows nothing).
 */
export async function writeDefaultFooter(
  payload: Payload,
  qr: QrIds,
  parts: FooterPart[] = allParts,
): Promise<void> {
  if (parts.length === 0) return
  const want = new Set(parts)
  // Related links are one list with a localized label: the English pass names the rows the
  // Chinese pass created (same ids), or it would replace them and drop the Chinese labels.
  let relatedIds: (string | null | undefined)[] = []
  for (const locale of routing.locales) {
    const saved = await payload.updateGlobal({
      slug: 'footer',
      locale,
      data: {
        ...(want.has('columns') ? { columns: defaultColumns[locale] } : {}),
        ...(want.has('social')
          ? {
              social: defaultSocial[locale]
                .map(({ qr: which, ...row }) => (which ? { ...row, qr: qr[which] ?? null } : row))
                .filter((row) => row.link || ('qr' in row && row.qr)),
            }
          : {}),
        ...(want.has('contact')
          ? { contact: { phone: defaultContact.phone, email: defaultContact.email[locale] } }
          : {}),
        ...(want.has('relatedLinks')
          ? {
              relatedLinks: defaultRelatedLinks.map((r, i) => ({
                ...(relatedIds[i] ? { id: relatedIds[i] } : {}),
                label: r.label[locale],
                url: r.url,
              })),
            }
          : {}),
        ...(want.has('filing') ? defaultFiling : {}),
      },
      ...ctx,
    })
    relatedIds = (saved.relatedLinks ?? []).map((r) => r.id)
  }
}

/** The QR images the seed made (an existing database has them from its seed), by file name. */
async function seededQrImages(payload: Payload): Promise<QrIds> {
  const find = async (stem: string) => {
    const { docs } = await payload.find({
      collection: 'media',
      where: { filename: { like: stem } },
      sort: 'id',
      limit: 1,
      depth: 0,
      ...ctx,
    })
    return docs[0]?.id ?? null
  }
  return { officialAccount: await find('qr-official-account'), videoAccount: await find('qr-video-account') }
}

/**
 * Start-up on a database from before the navigation globals (the seed does not run again): an
 * empty header, or an empty part of the footer, gets the defaults, so an upgraded site never
 * shows an empty shell. The migration (nav_globals) already moved the footer values site settings
 * held; whatever an editor has filled in is never touched.
 */
export async function fillEmptyNavigation(payload: Payload): Promise<void> {
  if (await emptyEverywhere(payload, 'header', 'navItems')) {
    await writeDefaultHeader(payload)
    payload.logger.info('Filled the empty header global with the default menus')
  }
  const footer = await payload.findGlobal({ slug: 'footer', depth: 0, ...ctx })
  const parts: FooterPart[] = []
  if (await emptyEverywhere(payload, 'footer', 'columns')) parts.push('columns')
  if (await emptyEverywhere(payload, 'footer', 'social')) parts.push('social')
  if (!footer.contact?.phone && !footer.contact?.email) parts.push('contact')
  if (!footer.relatedLinks?.length) parts.push('relatedLinks')
  if (!footer.icpNumber) parts.push('filing')
  if (parts.length === 0) return
  await writeDefaultFooter(payload, parts.includes('social') ? await seededQrImages(payload) : {}, parts)
  payload.logger.info(`Filled the empty footer parts with the defaults: ${parts.join(', ')}`)
}
