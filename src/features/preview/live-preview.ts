import type { RootLivePreviewConfig } from 'payload'
import { actsAs } from '@/cms/access'
import { localeForHost } from '@/i18n/host'
import { env, siteOrigin } from '@/lib/env'
import { documentPath, pagedCollections, type PagedCollection } from './paths'
import { previewExpiry, signPreview } from './token'

/** Where the preview enters the site: it checks the pass, turns on draft mode, then shows `path`. */
export const PREVIEW_ENTRY = '/api/preview'

/**
 * Payload live preview (admin.livePreview): the real page beside the form, on the host of the
 * locale being edited, refreshed after each autosave (RefreshOnSave in the site layout). The
 * iframe URL carries a signed pass for the signed-in editor, since the admin's session cookie
 * belongs to the host the admin runs on, which may be the other one.
 */
export const livePreview: RootLivePreviewConfig = {
  collections: pagedCollections,
  breakpoints: [
    { name: 'phone', label: 'Phone 390', width: 390, height: 844 },
    { name: 'desktop', label: 'Desktop 1440', width: 1440, height: 900 },
  ],
  url: ({ data, collectionConfig, locale, req }) => {
    if (!collectionConfig || !actsAs(req.user, 'admin', 'editor') || !req.user) return null
    const path = documentPath(collectionConfig.slug as PagedCollection, data)
    if (!path) return null
    const code = typeof locale === 'string' ? locale : locale?.code
    const target = siteOrigin(code === 'en' ? 'en' : 'zh')
    // Live-preview messages are accepted only from the admin's own origin (one of the two hosts).
    const adminLocale = localeForHost(req.headers.get('host'))
    const token = signPreview(
      { user: req.user.id, origin: siteOrigin(adminLocale ?? 'zh'), exp: previewExpiry() },
      env().PAYLOAD_SECRET,
    )
    return `${target}${PREVIEW_ENTRY}?${new URLSearchParams({ path, token })}`
  },
}
