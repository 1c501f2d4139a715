'use client'
import { Copy } from 'lucide-react'
import { toast } from 'sonner'

/** Copies a value to the clipboard and toasts 已复制 / Copied (spec section 8). */
export function CopyButton({
  value,
  label,
  copied,
  failed,
}: {
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
          await navigator.clipboard.writeText(value)
          toast.success(copied)
        } catch {
          toast.error(failed)
        }
      }}
      className="inline-flex h-8 items-center gap-1.5 rounded-control bg-accent-strong px-3 text-sm font-medium text-white hover:bg-[#085bb9]"
    >
      <Copy aria-hidden className="size-3.5" />
      {label}
    </button>
  )
}
