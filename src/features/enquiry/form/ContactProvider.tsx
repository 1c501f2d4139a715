'use client'
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { earlyInputDone, takeEarlyInput } from '@/components/runtime/early-input'
import { ContactDialog } from './ContactDialog'
import { captureLandingSource } from './landing-source'

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
 * client code (ContactButton), and a document-level click delegate for any other element carrying
 * `data-contact` (CMS content). Mounted once in the site layout. The dialog itself is a native
 * <dialog> that opens at once; its form's code loads on that first opening (ContactDialog).
 */
export function ContactProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const openContact = useCallback(() => setOpen(true), [])

  // The tab's landing source, kept for an enquiry it may send (./landing-source.ts).
  useEffect(captureLandingSource, [])

  useEffect(() => {
    // A click on a contact control before hydration (runtime/early-input.ts). This provider wraps
    // the header, so its effect runs after theirs: from here on the inline script stands down.
    const early = () => takeEarlyInput('contact') && openContact()
    early()
    earlyInputDone()
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
      <ContactDialog open={open} onClose={() => setOpen(false)} />
    </ContactContext.Provider>
  )
}
