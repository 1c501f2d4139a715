import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { getPosts, type PostKind } from '@/features/news/queries'
import { lexicalText } from '@/features/search/lexical'
import { siteOrigin } from '@/lib/env'
import type { Feed } from './rss'

/** Public paths of the two feeds and of the listings they mirror (docs/pages.md). */
export const feedPaths = {
  news: { feed: '/about/news/rss.xml', list: '/about/news' },
  articles: { feed: '/technology/article/rss.xml', list: '/technology/article' },
} as const satisfies Record<PostKind, { feed: string; list: string }>

const itemCount = 20
const rssLanguage: Record<Locale, string> = { zh: 'zh-cn', en: 'en' }

function shorten(text: string, max = 300): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

/**
 * The newest published posts of one kind in one language as a feed. Links are absolute on the
 * configured host of that language (SITE_*_HOST), never on the Host header a request claims.
 */
export async function postFeed(locale: Locale, kind: PostKind): Promise<Feed> {
  const origin = siteOrigin(locale)
  const [t, posts] = await Promise.all([
    getTranslations({ locale, namespace: 'feeds' }),
    getPosts(locale, kind, 1, itemCount),
  ])
  const paths = feedPaths[kind]
  return {
    title: kind === 'news' ? t('newsTitle') : t('articlesTitle'),
    description: kind === 'news' ? t('newsDescription') : t('articlesDescription'),
    link: origin + paths.list,
    self: origin + paths.feed,
    language: rssLanguage[locale],
    items: posts.docs
      .map((p) => ({
        title: p.title,
        link: `${origin}${paths.list}/${p.id}`,
        description: shorten(p.summary || lexicalText(p.body)),
        published: new Date(p.publishedAt),
      }))
      .filter((i) => !Number.isNaN(i.published.getTime()))
      .sort((a, b) => b.published.getTime() - a.published.getTime()),
  }
}
