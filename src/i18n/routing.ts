import { defineRouting } from 'next-intl/routing'

/**
 * All locale facts in one place. zh and en live on two hosts with the same paths (spec section 4):
 * no locale prefix, and neither the framework's locale cookie nor Accept-Language detection
 * decides the language — the host does (src/i18n/host.ts).
 */
export const routing = defineRouting({
  locales: ['zh', 'en'],
  defaultLocale: 'zh',
  localePrefix: 'never',
  localeDetection: false,
  localeCookie: false,
})

export type Locale = (typeof routing.locales)[number]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value)
}

/** The value of `<html lang>` for each locale. */
export const htmlLang: Record<Locale, string> = { zh: 'zh-CN', en: 'en' }
