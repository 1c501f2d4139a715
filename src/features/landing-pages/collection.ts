import type { BlocksFieldValidation, CollectionConfig, TextFieldSingleValidation } from 'payload'
import { pageBlocks } from './blocks/config'
import { claimMessages, staticClaim } from '@/features/routing/site-paths'
import { ltext, seo } from '@/cms/fields'
import { keepLinkedPage, keepLinkedPageOnDelete, rememberLivePage } from '@/cms/hooks/keep-linked'
import { contentCollection } from '@/features/content/collection'
import { adminLanguage } from '@/cms/admin-language'

/**
 * The hero banner opens the page: its heading is the page's h1 and the header sits on it. Further
 * down it would be a second h1 (and the site lays it out under the header), so it may only come first.
 */
const heroFirst: BlocksFieldValidation = (value, { req }) => {
  const blocks = (Array.isArray(value) ? value : []) as { blockType?: string }[]
  const late = blocks.findIndex((b, i) => i > 0 && b.blockType === 'hero')
  if (late < 0) return true
  return adminLanguage(req) === 'en'
    ? `A hero can only be the first block (block ${late + 1} is a hero): move it to the top or use a call-to-action block.`
    : `首屏横幅只能作为第一个区块（第 ${late + 1} 个区块是首屏横幅）：请移到最前，或改用行动号召区块。`
}

/**
 * A landing page may take any path that nothing else answers: not a route of the spec (or a path
 * under one), not the admin or an API, not a redirect source, not another page's path.
 */
const validPath: TextFieldSingleValidation = async (value, { req, id }) => {
  const m = claimMessages[adminLanguage(req)]
  const path = typeof value === 'string' ? value.trim() : ''
  const claim = staticClaim(path)
  if (claim) return m[claim]
  const [redirects, pages] = await Promise.all([
    req.payload.count({
      collection: 'redirects',
      where: { from: { equals: path } },
      overrideAccess: true,
      req,
    }),
    req.payload.count({
      collection: 'pages',
      where: { and: [{ path: { equals: path } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
      overrideAccess: true,
      req,
    }),
  ])
  if (redirects.totalDocs > 0) return m.redirect
  if (pages.totalDocs > 0) return m.page
  return true
}

/**
 * Landing pages built from blocks (issue 21): campaign and event pages that editors add without a
 * release. Served at their `path` on both hosts, in each host's language; a language without a
 * title and blocks has no page (404 on that host).
 */
export const Pages: CollectionConfig = contentCollection(
  {
    slug: 'pages',
    labels: { singular: { zh: '落地页', en: 'Landing page' }, plural: { zh: '落地页', en: 'Landing pages' } },
    list: {
      group: 'content',
      search: ['title', 'path'],
      columns: ['title', 'path', 'updatedAt'],
      sort: 'path',
    },
    hooks: {
      beforeChange: [rememberLivePage],
      afterChange: [keepLinkedPage],
      beforeDelete: [keepLinkedPageOnDelete],
    },
    fields: [
      ltext('title', { zh: '标题', en: 'Title' }, true),
      {
        name: 'path',
        type: 'text',
        required: true,
        unique: true,
        index: true,
        validate: validPath,
        label: { zh: '路径', en: 'Path' },
        // Trimmed before the check, so " /events/x" and "/events/x" are one path.
        hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() : value)] },
        admin: {
          position: 'sidebar',
          description: {
            zh: '两个站点共用的地址，例如 /events/2026-summit',
            en: 'The address on both sites, e.g. /events/2026-summit',
          },
        },
      },
      {
        name: 'layout',
        type: 'blocks',
        localized: true,
        blocks: pageBlocks,
        validate: heroFirst,
        label: { zh: '页面内容', en: 'Layout' },
        labels: { singular: { zh: '区块', en: 'Block' }, plural: { zh: '区块', en: 'Blocks' } },
      },
      seo,
    ],
  },
  { schedulePublish: true },
)
