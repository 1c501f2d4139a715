import type { GlobalConfig } from 'payload'
import { anyone, hiddenUnlessEditor, isEditor } from '../access'
import { revalidateGlobal } from '@/features/content/revalidate'

/**
 * What every global shares: visitors read it, editors (and admins) change it, and a change purges
 * the pages that show it. Globals pass their own fields and admin settings.
 */
export function editableGlobal(config: GlobalConfig): GlobalConfig {
  return {
    ...config,
    admin: { hidden: hiddenUnlessEditor, ...config.admin },
    access: { read: anyone, update: isEditor, ...config.access },
    hooks: { ...config.hooks, afterChange: [...(config.hooks?.afterChange ?? []), revalidateGlobal] },
  }
}
