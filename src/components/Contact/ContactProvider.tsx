'use client'
import dynamic from 'next/dynamic'
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'

/**
 * The dialog and its form code (react-hook-form, zod, the radix dialog: about half of the site's own
 * JavaScript) are not part of any page's first load: fetched shortly after the load event, or at
 * the first click, whichever comes first (docs/performance.md).
 */
const loadDialog = () => import('./ContactDialog')
const ContactDialog = dynamic(() => loadDialog().then((m) => m.ContactDialog), { ssr: false })

type ContactContextValue = { openContact: () => void }

const ContactContext = createContext<ContactContextValue | null>(null)

/** Opens the contact dialog from a client component. */
export function useContact(): ContactContextValue {
  const value = useContext(ContactContext)
  if (!value) throw new Error('useContact must be used inside <ContactProvider>')
  return value
}

/**
 * The one mechanism that opens the contact dialog (spec section 2): the `useContact()` hook for
 * client code, and a document-level click delegate for any element carrying `data-contact`
 * (server components, CMS content). Mounted once in the site layout.
 */
export function ContactProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  // Mounted from the first opening on, so closing keeps what was typed (as before).
  const [mounted, setMounted] = useState(false)
  const openContact = useCallback(() => {
    setMounted(true)
    setOpen(true)
  }, [])

  useEffect(() => {
    let timer: number | undefined
    const prefetchSoon = () => {
      timer = window.setTimeout(() => void loadDialog(), 1500)
    }
    if (document.readyState === 'complete') prefetchSoon()
    else window.addEventListener('load', prefetchSoon, { once: true })
    return () => {
      window.removeEventListener('load', prefetchSoon)
      window.clearTimeout(timer)
    }
  }, [])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      const target = event.target instanceof Element ? event.target.closest('[data-contact]') : null
      if (!target) return
      event.preventDefault()
      openContact()
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [openContact])

  const value = useMemo(() => ({ openContact }), [openContact])
  return (
    <ContactContext.Provider value={value}>
      {children}
      {mounted ? <ContactDialog open={open} onOpenChange={setOpen} /> : null}
    </ContactContext.Provider>
  )
}
