import { SiteLink as Link } from '@/components/runtime/SiteLink'
import { getTranslations } from 'next-intl/server'
import { BookOpen, CalendarDays, FileText, GraduationCap, MessagesSquare, Radio } from 'lucide'
import { Icon } from '@/components/ui/Icon'
import { CardSection } from '@/components/content/CardGrid'
import { CtaBand } from '@/components/content/CtaBand'
import { MessagesHero } from '@/components/content/PageHero'
import { Section, SectionHeading } from '@/components/content/Section'
import { getFooterContent } from '@/features/navigation/data'
import { pageLocale, type LocaleParams } from '@/features/content/page'
import { PostCard } from '@/features/news/PostViews'
import { getPosts } from '@/features/news/queries'
import { fixedPageMetadata } from '@/features/seo/metadata'

export const revalidate = 300

const items = [
  { key: 'articles', icon: FileText },
  { key: 'qa', icon: MessagesSquare },
  { key: 'docs', icon: BookOpen },
  { key: 'live', icon: Radio },
  { key: 'events', icon: CalendarDays },
  { key: 'learning', icon: GraduationCap },
] as const

export const generateMetadata = fixedPageMetadata('pages.modb', '/technology/modb')

/** /technology/modb: the technical community page, with the latest articles from the CMS. */
export default async function ModbPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const [t, tc, ta, footer, latest] = await Promise.all([
    getTranslations('pages.modb'),
    getTranslations('pages.common'),
    getTranslations('pages.article'),
    getFooterContent(locale),
    getPosts(locale, 'articles', 1, 3),
  ])
  const community = footer.relatedLinks.find((l) => l.url.includes('modb'))?.url ?? 'https://www.modb.pro/'
  return (
    <main>
      <MessagesHero
        messages="pages.modb"
        eyebrow={tc('technology')}
        actions={
          <>
            <a
              href={community}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center rounded-[6px] bg-accent-strong px-6 py-3 font-medium text-white hover:bg-[#085bb8]"
            >
              {t('visit')}
            </a>
            <Link
              href="/technology/article"
              className="inline-flex items-center rounded-[6px] border border-white/40 px-6 py-3 font-medium text-white hover:bg-white/10"
            >
              {t('readArticles')}
            </Link>
          </>
        }
      />
      <Section labelledBy="intro">
        <SectionHeading id="intro" title={t('intro')} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map(({ key, icon }) => (
            <li key={key} className="rounded-card border border-line bg-white p-6 shadow-card">
              <Icon icon={icon} className="size-8 text-accent" />
              <h3 className="mt-4 text-lg font-bold">{t(`items.${key}.title`)}</h3>
              <p className="mt-2 text-[15px] text-ink-muted">{t(`items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CardSection
        id="latest"
        tone="soft"
        title={ta('title')}
        viewAll={{ href: '/technology/article', label: tc('viewAll') }}
      >
        {latest.docs.map((a) => (
          <PostCard key={a.id} kind="articles" post={a} locale={locale} cta={tc('readMore')} cover={false} />
        ))}
      </CardSection>
      <CtaBand />
    </main>
  )
}
