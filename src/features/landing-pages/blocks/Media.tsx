import { Img } from '@/components/content/Img'
import type { MediaBlock } from '@/cms/payload-types'
import { toImage } from '@/features/content/visitor'

/** One image or video with its caption. Videos do not autoplay; the visitor starts them. */
export function Media({ block }: { block: MediaBlock }) {
  const media = typeof block.media === 'object' ? block.media : null
  if (!media?.url) return null
  const isVideo = media.mimeType?.startsWith('video/')
  const image = isVideo ? null : toImage(media, block.caption ?? '')
  return (
    // A block with no heading: a plain box, not a <section> (which would want one).
    <div className="py-10 md:py-16">
      <figure className="container-site max-w-5xl">
        {isVideo ? (
          <video
            controls
            preload="metadata"
            src={media.url}
            aria-label={block.caption || media.alt || undefined}
            className="aspect-video w-full rounded-card bg-night"
          />
        ) : image ? (
          <Img
            image={image}
            sizes="(min-width: 1024px) 1024px, 100vw"
            className="h-auto w-full rounded-card"
          />
        ) : null}
        {block.caption ? (
          <figcaption className="mt-3 text-center text-sm text-ink-muted">{block.caption}</figcaption>
        ) : null}
      </figure>
    </div>
  )
}
