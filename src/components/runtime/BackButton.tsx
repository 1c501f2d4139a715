'use client'
import { ArrowLeft } from 'lucide'
import { Icon } from '@/components/ui/Icon'
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
      <Icon icon={ArrowLeft} className="size-4" />
      {label}
    </button>
  )
}
