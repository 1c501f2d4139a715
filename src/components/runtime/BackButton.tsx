'use client'
import { ArrowLeft } from 'lucide-react'
import { useRouter } from 'next/navigation'

/** Goes back in history; on a first page (nothing to go back to) goes home instead. */
export function BackButton({ label, className }: { label: string; className?: string }) {
  const router = useRouter()
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        if (window.history.length > 1) window.history.back()
        else router.push('/')
      }}
    >
      <ArrowLeft aria-hidden className="size-4" />
      {label}
    </button>
  )
}
