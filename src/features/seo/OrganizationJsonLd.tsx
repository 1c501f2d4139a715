import { htmlLang, type Locale } from '@/i18n/routing'
import { organizationLd, websiteLd } from './jsonld'
import { JsonLd } from './JsonLd'
import { getSiteFacts } from './site'

/** The company behind the site (SiteSettings), on every page of the host's language. */
export async function OrganizationJsonLd({ locale }: { locale: Locale }) {
  const site = await getSiteFacts(locale)
  return (
    <JsonLd
      data={organizationLd({
        name: site.brandName,
        url: `${site.origin}/`,
        logo: site.logo,
        description: site.description,
        telephone: site.telephone,
        email: site.email,
        sameAs: site.sameAs,
      })}
    />
  )
}

/** The site itself, on the home page. */
export async function WebSiteJsonLd({ locale }: { locale: Locale }) {
  const site = await getSiteFacts(locale)
  return (
    <JsonLd
      data={websiteLd({ name: site.brandName, url: `${site.origin}/`, inLanguage: htmlLang[locale] })}
    />
  )
}
