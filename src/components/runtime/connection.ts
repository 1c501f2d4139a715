'use client'
import { useSyncExternalStore } from 'react'

type NetworkInformation = EventTarget & { saveData?: boolean; effectiveType?: string }
const connection = (): NetworkInformation | undefined =>
  typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: NetworkInformation }).connection

/** False on 2g/slow-2g or when the browser asks to save data: then links are not prefetched. */
export function prefetchAllowed(
  c: { saveData?: boolean; effectiveType?: string } | undefined = connection(),
): boolean {
  if (!c) return true
  return !c.saveData && !/(^|-)2g$/.test(c.effectiveType ?? '')
}

function subscribe(onChange: () => void) {
  const c = connection()
  c?.addEventListener('change', onChange)
  return () => c?.removeEventListener('change', onChange)
}

/** Live prefetchAllowed(); true during server rendering (the prop is not part of the HTML). */
export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => prefetchAllowed(),
    () => true,
  )
}

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  )
}
