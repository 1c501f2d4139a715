/** An image the viewer shows: the original upload, with Payload's variants when it has them. */
export type ViewerImage = {
  src: string
  alt?: string
  width?: number
  height?: number
  /** The variants as an `<img>` srcset (`url 400w, url 800w, …`): the viewer picks by its size. */
  srcSet?: string
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
