import type { Image } from '@/features/content/visitor'
import type { Honor } from './parts'

/**
 * A carousel slide from an honor's upload: the original for the viewer, Payload's variants for the
 * slide itself (toImage gives none for an SVG). Plain module: server pages call it.
 */
export function honorSlide(image: Image, title: string): Honor {
  return {
    imageUrl: image.url,
    title,
    width: image.width,
    height: image.height,
    srcSet: image.srcSet,
  }
}
