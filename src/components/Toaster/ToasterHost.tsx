'use client'
import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { onToastWanted } from './notify'

const Toaster = dynamic(() => import('./Toaster').then((m) => m.Toaster), { ssr: false })

/**
 * Mounts the toast outlet (sonner) when the first toast is asked for: sonner is not part of any
 * page's load, and nothing is fetched for it on a visit without a toast (docs/performance.md).
 */
export function ToasterHost() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => onToastWanted(() => setWanted(true)), [])
  return wanted ? <Toaster /> : null
}
