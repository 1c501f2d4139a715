import type { CollectionConfig } from 'payload'
import { editorOrPublished, hiddenUnlessEditor, isEditor } from '@/cms/access'
import { rememberPublicCopy, revalidateAfterChange, revalidateAfterDelete } from './revalidate'
import { searchAfterChange, searchAfterDelete } from '@/features/search/index-hooks'
import { adminGroups, type AdminGroup } from '@/cms/admin-groups'

/** How the admin lists a content collection. */
type ListView = {
  group: AdminGroup
  /** The fields the list's search looks in; the first is the document's title. */
  search: string[]
  /** The list's columns; the draft status is added last. */
  columns: string[]
  /** The list's order (`-field`: newest first). */
  sort: string
}

/**
 * What every published-content collection shares: drafts and versions, visitors read published
 * documents only, editors (and admins) edit. Collections pass their own fields and list view; dated posts
 * also get scheduled publishing (run by the jobs queue, see features/mail/jobs.ts).
 */
export function contentCollection(
  { list, ...config }: CollectionConfig & { list: ListView },
  options: { schedulePublish?: boolean } = {},
): CollectionConfig {
  return {
    ...config,
    defaultSort: list.sort,
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
      beforeChange: [...(config.hooks?.beforeChange ?? []), rememberPublicCopy],
      afterChange: [...(config.hooks?.afterChange ?? []), searchAfterChange, revalidateAfterChange],
      afterDelete: [...(config.hooks?.afterDelete ?? []), searchAfterDelete, revalidateAfterDelete],
    },
    admin: {
      useAsTitle: list.search[0],
      group: adminGroups[list.group],
      listSearchableFields: list.search,
      defaultColumns: [...list.columns, '_status'],
      // Sales staff write no content: the admin shows them enquiries only.
      hidden: hiddenUnlessEditor,
      ...config.admin,
    },
  }
}
