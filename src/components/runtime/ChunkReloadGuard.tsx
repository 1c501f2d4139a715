'use client'
import { useEffect } from 'react'
import { isChunkLoadError, isFailedBuildAsset, reloadForChunkErrorInBrowser } from './chunk-reload'

/** Reloads the page when a script chunk fails to load (guarded: once per 60 s). */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: Event) => {
      const e = event as ErrorEvent
      if (isFailedBuildAsset(event.target) || isChunkLoadError(e.error) || isChunkLoadError(e.message)) {
        reloadForChunkErrorInBrowser()
      }
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadForChunkErrorInBrowser()
    }
    // Capture phase: a failed <script> load does not bubble.
    window.addEventListener('error', onError, true)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError, true)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
