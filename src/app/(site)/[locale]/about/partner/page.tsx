import { getTranslations } from 'next-intl/server'
import { CtaBand } from '@/components/content/CtaBand'
import { Img } from '@/components/content/Img'
import { MessagesHero } from '@/components/content/PageHero'
import { Section, SectionHeading } from '@/components/content/Section'
import { getPartners, partnerCategories } from '@/features/about/queries'
import { pageLocale, type LocaleParams } from '@/features/content/page'
import { toImage } from '@/features/content/visitor'
import { fixedPageMetadata } from '@/features/seo/metadata'

export const revalidate = 300

export const generateMetadata = fixedPageMetadata('pages.partner', '/about/partner')

/** /about/partner: a logo wall per category (grayscale, colour on hover). */
export default async function PartnerPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const [t, partners] = await Promise.all([getTranslations('pages.partner'), getPartners(locale)])
  return (
    <main>
      <MessagesHero messages="pages.partner" parent="about" />
      {partnerCategories.map((cat, i) => {
        const list = partners.filter((p) => p.category === cat)
        if (list.length === 0) return null
        return (
          <Section key={cat} tone={i % 2 ? 'soft' : 'plain'} labelledBy={`cat-${cat}`}>
            <SectionHeading id={`cat-${cat}`} title={t(cat)} />
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
              {list.map((p) => {
                const logo = toImage(p.logo, p.name)
                return (
                  <li
                    key={p.id}
                    className="group rounded-card border border-line bg-white p-5"
                    title={p.description ?? undefined}
                  >
                    {logo ? (
                      <Img
                        image={logo}
                        // The name is printed under the logo: a screen reader would read it twice.
                        alt=""
                        sizes="208px"
                        className="mx-auto h-auto w-full max-w-52 object-contain grayscale transition duration-200 group-hover:grayscale-0"
                      />
                    ) : null}
                    <p className="mt-3 text-center text-sm font-medium">{p.name}</p>
                  </li>
                )
              })}
            </ul>
          </Section>
        )
      })}
      <CtaBand />
    </main>
  )
}
