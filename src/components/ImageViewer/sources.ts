import type { Image } from '@/features/content/visitor'

/** An image the viewer shows: the original upload, with Payload's variants when it has them. */
export type ViewerImage = {
  src: string
  alt?: string
  width?: number
  height?: number
  /** The variants as an `<img>` srcset (`url 400w, url 800w, …`): the viewer picks by its size. */
  srcSet?: string
}

/** An upload as the viewer takes it, variants included (`alt` when the page names it otherwise). */
export function viewerImage(image: Image, alt = image.alt): ViewerImage {
  return { src: image.url, alt, width: image.width, height: image.height, srcSet: image.srcSet }
}

/**
 * The variants as the lightbox's image sources, each with its height from the original's
 * proportions: on a phone the viewer fetches the size it shows and a larger one as it zooms, not a
 * scan of several megabytes on the first click. Nothing without the original's size to scale by.
 */
export function viewerSources(
  image: ViewerImage,
): { src: string; width: number; height: number }[] | undefined {
  const { srcSet, width, height } = image
  if (!srcSet || !width || !height) return undefined
  const sources = srcSet.split(',').flatMap((candidate) => {
    const m = /^\s*(\S+)\s+(\d+)w\s*$/.exec(candidate)
    if (!m) return []
    const w = Number(m[2])
    return [{ src: m[1]!, width: w, height: Math.round((w * height) / width) }]
  })
  return sources.length > 0 ? sources : undefined
}
