'use client'
import type { ComponentProps } from 'react'

/**
 * A priority image (a hero, the first card) drawn by a client component. React's server renderer
 * turns every non-lazy `<img>` it meets into a preload hint in the page's RSC payload, and Next's
 * link prefetch applies those hints: each prefetched page fetched its hero at high priority, about
 * 66 KB per page viewed on a phone, for pages the visitor may never open. Inside a client component
 * the `<img>` is not seen by that renderer; the HTML render still preloads it for the page itself.
 */
export function EagerImg(props: ComponentProps<'img'>) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- Img passes alt and Payload's variants.
  return <img {...props} />
}
