'use client'
import type { ReactNode } from 'react'
import { notify } from '@/components/Toaster/notify'

/**
 * The async Clipboard API exists only in secure contexts (https, localhost); elsewhere copy
 * through a selected, off-screen textarea.
 */
async function copyText(value: string): Promise<void> {
  if (window.isSecureContext && navigator.clipboard?.writeText) return navigator.clipboard.writeText(value)
  const area = document.createElement('textarea')
  area.value = value
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  const ok = document.execCommand('copy')
  area.remove()
  if (!ok) throw new Error('copy refused')
}

/** Copies a value to the clipboard and toasts 已复制 / Copied (spec section 8). */
export function CopyButton({
  value,
  label,
  copied,
  failed,
  icon,
}: {
  /** Drawn by the server. */
  icon: ReactNode
  value: string
  label: string
  copied: string
  failed: string
}) {
  return (
    <button
      type="button"
      data-testid="copy-button"
      onClick={async () => {
        try {
          await copyText(value)
          notify('success', copied)
        } catch {
          notify('error', failed)
        }
      }}
      className="inline-flex h-8 items-center gap-1.5 rounded-control bg-accent-strong px-3 text-sm font-medium text-white hover:bg-[#085bb9]"
    >
      {icon}
      {label}
    </button>
  )
}
