import { getTranslations } from 'next-intl/server'
import { CtaBand } from '@/components/content/CtaBand'
import { HonorWall } from '@/features/about/HonorWall'
import { HonorsGallery, honorSlide } from '@/features/about/HonorsCarousel'
import { MessagesHero } from '@/components/content/PageHero'
import { Section, SectionHeading } from '@/components/content/Section'
import { getHonors } from '@/features/about/queries'
import { pageLocale, type LocaleParams } from '@/features/content/page'
import { toImage } from '@/features/content/visitor'
import { fixedPageMetadata } from '@/features/seo/metadata'

export const revalidate = 300

export const generateMetadata = fixedPageMetadata('pages.honor', '/about/honor')

/** /about/honor: the honors carousel and grid; a click on an image opens the image viewer. */
export default async function HonorPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const [t, honors] = await Promise.all([getTranslations('pages.honor'), getHonors(locale)])
  const wall = honors.flatMap((h) => {
    const image = toImage(h.image, h.title)
    return image
      ? [{ id: h.id, title: h.title, meta: [h.issuer, h.year].filter(Boolean).join(' · '), image }]
      : []
  })
  const carousel = wall.map((h) => honorSlide(h.image, h.title))
  return (
    <main>
      <MessagesHero messages="pages.honor" parent="about" />
      {carousel.length > 0 ? (
        <Section tone="soft" labelledBy="honor-carousel">
          <h2 id="honor-carousel" className="sr-only">
            {t('title')}
          </h2>
          <HonorsGallery items={carousel} priority />
        </Section>
      ) : null}
      <Section labelledBy="honor-grid">
        <SectionHeading id="honor-grid" title={t('all')} />
        <HonorWall items={wall} openLabel={t('open')} />
      </Section>
      <CtaBand />
    </main>
  )
}
