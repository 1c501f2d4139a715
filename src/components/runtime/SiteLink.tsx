'use client'
import Link from 'next/link'
import type { ComponentProps } from 'react'
import { usePrefetchAllowed } from './connection'

/**
 * next/link that does not prefetch on 2g connections or with Save-Data on (issue 4). Next has
 * no global switch for this, so site links that would prefetch should use this component.
 */
export function SiteLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const allowed = usePrefetchAllowed()
  return <Link {...props} prefetch={allowed ? prefetch : false} />
}
