'use client'
import { ArrowLeft } from 'lucide'
import { Icon } from '@/components/ui/Icon'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { clickActs, takeEarlyInput } from './early-input'

function goBack(router: ReturnType<typeof useRouter>) {
  if (window.history.length > 1) window.history.back()
  else router.push('/')
}

/**
 * Goes back in history; on a first page (nothing to go back to) goes home instead. A click before
 * the page is live (runtime/early-input.ts) is acted on once it is.
 */
export function BackButton({ label, className }: { label: string; className?: string }) {
  const router = useRouter()
  useEffect(() => {
    if (takeEarlyInput('back')) goBack(router)
  }, [router])
  return (
    <button
      type="button"
      data-early="back"
      className={className}
      // Never two steps back for one early click (clickActs).
      onClick={(e) => clickActs(e, 'back') && goBack(router)}
    >
      <Icon icon={ArrowLeft} className="size-4" />
      {label}
    </button>
  )
}
