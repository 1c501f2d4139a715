'use client'
import type { ButtonHTMLAttributes } from 'react'
import { useContact } from './ContactProvider'

/**
 * A call to action that opens the contact dialog. Its own click handler (not only the document
 * delegate in ContactProvider) so that a click that lands while the page is still hydrating is
 * replayed by React once this button is live, instead of being lost. (No `cn()` here: it would
 * put tailwind-merge, 8.5 KB, on every page's load.)
 */
export function ContactButton({
  className,
  children,
  onClick,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  const { openContact } = useContact()
  return (
    <button
      type="button"
      data-contact=""
      aria-haspopup="dialog"
      className={className}
      onClick={(e) => {
        onClick?.(e)
        e.preventDefault()
        openContact()
      }}
      {...rest}
    >
      {children}
    </button>
  )
}
