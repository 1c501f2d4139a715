/** The two languages of the admin (Payload's i18n): its messages to staff come in one of them. */
export type AdminLanguage = 'zh' | 'en'

/** Chinese, the admin's default, unless the language is English. */
export const asAdminLanguage = (language: string | undefined): AdminLanguage =>
  language === 'en' ? 'en' : 'zh'

/** The admin's language of a request. */
export const adminLanguage = (req: { i18n?: { language?: string } } | undefined): AdminLanguage =>
  asAdminLanguage(req?.i18n?.language)
