'use client'
import { useEffect, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { LazyContactForm } from './LazyContactForm'

/**
 * The enquiry form inside a landing page. Its code (react-hook-form and the zod rules, ~75 KB)
 * loads when the form comes near the screen, or at the first pointer or focus in its place,
 * whichever is first, as the contact dialog's form loads on its first opening: a page whose
 * form is far down does not pay for it up front. Until then a box of the form's height holds
 * its place, so nothing moves when it arrives.
 */
export function ContactFormSection() {
  const t = useTranslations('contact')
  const box = useRef<HTMLDivElement>(null)
  const [wanted, setWanted] = useState(false)
  // A new key after a send or a cancel: the form starts empty.
  const [generation, setGeneration] = useState(0)

  useEffect(() => {
    const el = box.current
    if (!el || wanted) return
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setWanted(true),
      { rootMargin: '400px 0px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [wanted])

  const reset = () => setGeneration((g) => g + 1)
  return (
    <div
      ref={box}
      onPointerDown={() => setWanted(true)}
      onFocus={() => setWanted(true)}
      className="flex min-h-[520px] flex-col overflow-hidden rounded-card border border-line bg-white shadow-card"
    >
      <LazyContactForm
        wanted={wanted}
        loadingLabel={t('embeddedLoading')}
        generation={generation}
        onCancel={reset}
        onSent={reset}
      />
    </div>
  )
}
