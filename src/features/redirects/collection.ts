import type { CollectionConfig, TextFieldSingleValidation } from 'payload'
import { hiddenUnlessEditor, isEditor } from '@/cms/access'
import { keepLinkedRedirect, keepLinkedRedirectOnDelete } from '@/cms/hooks/keep-linked'
import { adminGroups } from '@/cms/admin-groups'

/** An old path: starts with one slash, no query or fragment (the query is carried over as is). */
const validFrom: TextFieldSingleValidation = (value) =>
  typeof value === 'string' && /^\/(?!\/)[^?#\s]*$/.test(value)
    ? true
    : '请输入以 / 开头的站内路径（不含 ? 和 #） / Enter a path that starts with / (no ? or #)'

/**
 * A target is a path on the site's own hosts only: an open redirect would let anyone borrow the
 * vendor's domain for phishing. Which host it lands on follows the `host` choice.
 */
const validTo: TextFieldSingleValidation = (value) =>
  typeof value === 'string' && /^\/(?!\/)[^\s\\]*$/.test(value)
    ? true
    : '请输入以 / 开头的站内路径 / Enter a path on this site that starts with /'

/**
 * Editor-managed redirects (issue #11): staff add an old path and its target per host; the request
 * pipeline applies them before any page renders. The fixed table of the spec stays in code and wins
 * on conflict.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: { zh: '跳转', en: 'Redirect' }, plural: { zh: '跳转规则', en: 'Redirects' } },
  admin: {
    useAsTitle: 'from',
    group: adminGroups.system,
    defaultColumns: ['from', 'to', 'host', 'permanent', 'updatedAt'],
    listSearchableFields: ['from', 'to'],
    hidden: hiddenUnlessEditor,
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  // The proxy reads the rules through the local API every few seconds (features/redirects/table.ts).
  hooks: { afterChange: [keepLinkedRedirect], beforeDelete: [keepLinkedRedirectOnDelete] },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      index: true,
      validate: validFrom,
      label: { zh: '原路径', en: 'Old path' },
      admin: { description: { zh: '例如 /old-page', en: 'For example /old-page' } },
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      validate: validTo,
      label: { zh: '目标路径', en: 'Target path' },
      admin: {
        description: { zh: '站内路径，例如 /about/news', en: 'A path on this site, e.g. /about/news' },
      },
    },
    {
      name: 'host',
      type: 'select',
      required: true,
      defaultValue: 'both',
      label: { zh: '站点', en: 'Site' },
      options: [
        { value: 'both', label: { zh: '中英文站点', en: 'Both sites' } },
        { value: 'zh', label: { zh: '中文站点', en: 'Chinese site' } },
        { value: 'en', label: { zh: '英文站点', en: 'English site' } },
      ],
    },
    {
      name: 'permanent',
      type: 'checkbox',
      defaultValue: true,
      label: { zh: '永久跳转（301）', en: 'Permanent (301)' },
    },
  ],
}
