/**
 * RSS 2.0 documents (https://www.rssboard.org/rss-specification): a channel with title, link,
 * description and language, items with title, link, guid, pubDate (RFC 822) and description.
 */
export type FeedItem = { title: string; link: string; description: string; published: Date }
export type Feed = {
  title: string
  /** The listing page the feed mirrors (absolute). */
  link: string
  /** The feed's own address (absolute), announced with atom:link as validators recommend. */
  self: string
  description: string
  /** RSS language code, e.g. zh-cn or en. */
  language: string
  items: FeedItem[]
}

/** Escapes text for XML and drops characters XML 1.0 forbids. */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** RFC 822 date-time in GMT, e.g. "Mon, 18 Mar 2024 00:00:00 GMT" (what RSS 2.0 asks for). */
export function rfc822(date: Date): string {
  return date.toUTCString()
}

export function renderRss(feed: Feed): string {
  const el = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`
  const newest = feed.items.reduce<Date | null>((a, i) => (!a || i.published > a ? i.published : a), null)
  const items = feed.items.map((item) =>
    [
      '    <item>',
      `      ${el('title', item.title)}`,
      `      ${el('link', item.link)}`,
      `      <guid isPermaLink="true">${xmlText(item.link)}</guid>`,
      `      ${el('pubDate', rfc822(item.published))}`,
      `      ${el('description', item.description)}`,
      '    </item>',
    ].join('\n'),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${el('title', feed.title)}`,
    `    ${el('link', feed.link)}`,
    `    ${el('description', feed.description)}`,
    `    ${el('language', feed.language)}`,
    ...(newest ? [`    ${el('lastBuildDate', rfc822(newest))}`] : []),
    `    <atom:link href="${xmlText(feed.self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
