import type { CollectionConfig } from 'payload'
import { editorOrPublished, hiddenUnlessEditor, isEditor } from '@/cms/access'
import { revalidateAfterChange, revalidateAfterDelete } from './revalidate'
import { searchAfterChange, searchAfterDelete } from '@/features/search/index-hooks'

/**
 * What every published-content collection shares: drafts and versions, visitors read published
 * documents only, editors (and admins) edit. Collections pass their own fields and admin settings; dated posts
 * also get scheduled publishing (run by the jobs queue, see features/mail/jobs.ts).
 */
export function contentCollection(
  config: CollectionConfig,
  options: { schedulePublish?: boolean } = {},
): CollectionConfig {
  return {
    ...config,
    access: {
      read: editorOrPublished,
      readVersions: isEditor,
      create: isEditor,
      update: isEditor,
      delete: isEditor,
      ...config.access,
    },
    versions: {
      // Autosave feeds live preview: the page beside the form re-renders from the saved draft as
      // the editor types (server-side live preview); publishing stays an explicit step.
      drafts: { autosave: { interval: 800 }, schedulePublish: options.schedulePublish ?? false },
      maxPerDoc: 20,
    },
    hooks: {
      ...config.hooks,
      afterChange: [...(config.hooks?.afterChange ?? []), searchAfterChange, revalidateAfterChange],
      afterDelete: [...(config.hooks?.afterDelete ?? []), searchAfterDelete, revalidateAfterDelete],
    },
    admin: {
      defaultColumns: ['title', 'updatedAt', '_status'],
      // Sales staff write no content: the admin shows them enquiries only.
      hidden: hiddenUnlessEditor,
      ...config.admin,
    },
  }
}
