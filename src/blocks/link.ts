import type { Condition, TextField } from 'payload'
import { adminLanguage, linkMessages, linkProblem } from '@/features/routing/links'

/** A link field of a block: a site path that exists, or an https address (features/routing/links.ts). */
export function linkField({ required, condition }: { required: boolean; condition?: Condition }): TextField {
  return {
    name: 'link',
    type: 'text',
    required,
    label: { zh: '链接', en: 'Link' },
    admin: {
      condition,
      description: {
        zh: '站内路径（如 /about/company）或 https:// 网址',
        en: 'A path on this site (e.g. /about/company) or an https:// address',
      },
    },
    validate: async (value, { req, siblingData }) => {
      const sibling = siblingData as { action?: string } | undefined
      if (!value && !required) {
        // A button set to "follow a link" needs one.
        return sibling?.action === 'link' ? linkMessages[adminLanguage(req)].empty : true
      }
      const problem = await linkProblem(req.payload, value)
      return problem ? linkMessages[adminLanguage(req)][problem] : true
    },
  }
}
