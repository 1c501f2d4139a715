import type { AbstractIntlMessages } from 'next-intl'
import type { Locale } from '@/i18n/routing'
import type { PageCopy } from '@/cms/payload-types'
import { cms } from '@/lib/payload'
import { globalTag } from '@/features/content/cache-tags'
import { cachedRead } from '@/features/content/cached'
import { asVisitor } from '@/features/content/visitor'
import { PAGE_TEXTS_SLUG } from './sections'
import { withPageTexts } from './messages'

const getPageTexts = cachedRead(
  'page-texts',
  () => [globalTag(PAGE_TEXTS_SLUG)],
  async (locale: Locale): Promise<PageCopy> => {
    const payload = await cms()
    return payload.findGlobal({ slug: PAGE_TEXTS_SLUG, depth: 0, ...asVisitor(locale) })
  },
)

/**
 * The message catalogue of `locale` with the staff's page texts in it (src/i18n/request.ts). When
 * the CMS cannot be read, the built-in texts: a page never fails for want of its lead.
 */
export async function messagesWithPageTexts(
  locale: Locale,
  messages: AbstractIntlMessages,
): Promise<AbstractIntlMessages> {
  try {
    return withPageTexts(messages, await getPageTexts(locale))
  } catch (error) {
    console.error('[page-texts] unavailable, showing the built-in texts', error)
    return messages
  }
}
