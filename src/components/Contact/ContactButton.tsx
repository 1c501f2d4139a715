import type { ButtonHTMLAttributes } from 'react'
import { cn } from '@/components/ui/cn'

/**
 * A call to action that opens the contact dialog. Renders on the server: the `data-contact`
 * attribute is picked up by the one click delegate in ContactProvider, so any element with
 * `data-contact` (a button, a link in rich text…) opens the same dialog.
 */
export function ContactButton({ className, children, ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" data-contact="" aria-haspopup="dialog" className={cn(className)} {...rest}>
      {children}
    </button>
  )
}
