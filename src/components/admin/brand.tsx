import type { Payload } from 'payload'
import { BrandMark } from '@/components/ui/BrandMark'
import { adminLanguage } from '@/cms/admin-language'

/**
 * The site's brand in the admin (Payload's `admin.components.graphics`): staff sign in to their
 * own company's CMS, not to a framework's.
 */

/** The nav's small icon: fills Payload's box for it (18 px, 16 on a phone). */
export function AdminIcon() {
  return <BrandMark size="100%" />
}

type LogoProps = { payload: Payload; i18n?: { language?: string } }

/** Above the sign-in forms: the mark, the brand name from the site settings, and what this is. */
export async function AdminLogo({ payload, i18n }: LogoProps) {
  const language = adminLanguage({ i18n })
  const settings = await payload
    .findGlobal({ slug: 'site-settings', depth: 0, locale: language })
    .catch(() => null)
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12 }}>
      <BrandMark size={40} />
      <span style={{ display: 'grid', lineHeight: 1.25 }}>
        <strong style={{ fontSize: 20 }}>{settings?.brandName}</strong>
        <span style={{ color: 'var(--theme-elevation-600)' }}>
          {language === 'en' ? 'Content management' : '内容管理'}
        </span>
      </span>
    </span>
  )
}
