import type { CollectionConfig } from 'payload'
import { authenticated, authenticatedOrPublished } from '../access'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidate'

/**
 * What every published-content collection shares: drafts and versions, visitors read published
 * documents only, staff edit. Collections pass their own fields and admin settings.
 */
export function contentCollection(config: CollectionConfig): CollectionConfig {
  return {
    ...config,
    access: {
      read: authenticatedOrPublished,
      readVersions: authenticated,
      create: authenticated,
      update: authenticated,
      delete: authenticated,
      ...config.access,
    },
    versions: { drafts: { autosave: false }, maxPerDoc: 20 },
    hooks: {
      ...config.hooks,
      afterChange: [...(config.hooks?.afterChange ?? []), revalidateAfterChange],
      afterDelete: [...(config.hooks?.afterDelete ?? []), revalidateAfterDelete],
    },
    admin: { defaultColumns: ['title', 'updatedAt', '_status'], ...config.admin },
  }
}
