'use client'
import { Toaster as Sonner } from 'sonner'

/** The site's one toast outlet (sonner), top centre, accessible live region included. */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton={false}
      duration={3000}
      toastOptions={{ classNames: { toast: 'font-[inherit] text-sm' } }}
    />
  )
}
