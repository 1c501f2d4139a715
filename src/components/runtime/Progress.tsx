'use client'
import { ProgressProvider } from '@bprogress/next/app'

/** The bar starts on link clicks and router navigations; accent colour, above the header. */
export default function Progress() {
  return (
    <ProgressProvider
      color="var(--color-accent)"
      height="3px"
      options={{ showSpinner: false }}
      shallowRouting
      delay={120}
    >
      {null}
    </ProgressProvider>
  )
}
