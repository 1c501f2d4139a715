'use client'
import { useEffect } from 'react'
import { Toaster as Sonner } from 'sonner'
import { toasterReady } from './notify'

/**
 * The site's one toast outlet (sonner), top centre, accessible live region included. Loaded by
 * ToasterHost after the page; toasts go through notify().
 */
export function Toaster() {
  // Runs after sonner's own effects (children first): it is listening by now.
  useEffect(() => toasterReady(), [])
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
