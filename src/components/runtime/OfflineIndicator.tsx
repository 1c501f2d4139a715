'use client'
import type { ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { useOnline } from './connection'

/** A small pill at the bottom while the browser is offline; nothing otherwise. */
export function OfflineIndicator({ icon }: { icon: ReactNode }) {
  const online = useOnline()
  const t = useTranslations('runtime')
  if (online) return null
  return (
    <div
      role="status"
      data-testid="offline-indicator"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4"
    >
      <p className="flex items-center gap-2 rounded-full bg-ink/90 px-4 py-2 text-sm text-white shadow-card backdrop-blur">
        {icon}
        {t('offline')}
      </p>
    </div>
  )
}
