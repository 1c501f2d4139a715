'use client'
import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { useAfterLoad } from '@/components/runtime/connection'
import { onToastWanted } from './notify'

const Toaster = dynamic(() => import('./Toaster').then((m) => m.Toaster), { ssr: false })

/**
 * Mounts the toast outlet (sonner) shortly after the load event, or at once when a toast is
 * asked for earlier: sonner is not part of any page's first load (docs/performance.md).
 */
export function ToasterHost() {
  const loaded = useAfterLoad()
  const [wanted, setWanted] = useState(false)
  useEffect(() => onToastWanted(() => setWanted(true)), [])
  return loaded || wanted ? <Toaster /> : null
}
