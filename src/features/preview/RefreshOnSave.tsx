'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * Inside the admin's live-preview frame: re-renders the page on the server each time the editor's
 * draft is saved (autosave while typing), listening only to the admin's own origin.
 */
export function RefreshOnSave({ adminOrigin }: { adminOrigin: string }) {
  const router = useRouter()
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={adminOrigin} />
}
