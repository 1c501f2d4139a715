import { getRequestConfig } from 'next-intl/server'
import { messagesWithPageTexts } from '@/features/page-texts/read'
import { isLocale, routing } from './routing'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = isLocale(requested) ? requested : routing.defaultLocale
  return {
    locale,
    // The catalogue, with the page texts staff edited in the CMS (features/page-texts).
    messages: await messagesWithPageTexts(locale, (await import(`../../messages/${locale}.json`)).default),
    timeZone: 'Asia/Shanghai',
  }
})
