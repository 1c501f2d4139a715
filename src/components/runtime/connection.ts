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

/** How long after the load event code that is not needed for the first view is fetched. */
export const AFTER_LOAD_MS = 1000

let afterLoad = false
const afterLoadListeners = new Set<() => void>()
let clockStarted = false

function startAfterLoadClock() {
  if (clockStarted) return
  clockStarted = true
  const settle = () =>
    window.setTimeout(() => {
      afterLoad = true
      for (const listener of afterLoadListeners) listener()
    }, AFTER_LOAD_MS)
  if (document.readyState === 'complete') settle()
  else window.addEventListener('load', settle, { once: true })
}

function subscribeAfterLoad(onChange: () => void) {
  afterLoadListeners.add(onChange)
  startAfterLoadClock()
  return () => afterLoadListeners.delete(onChange)
}

/**
 * True from a moment after the page's load event on: code that the first view does not need (the
 * progress bar, the carousel's engine) is mounted then, and is not part of the first load.
 */
export function useAfterLoad(): boolean {
  return useSyncExternalStore(
    subscribeAfterLoad,
    () => afterLoad,
    () => false,
  )
}
