import { PageHero } from '@/components/content/PageHero'
import type { HeroBlock } from '@/cms/payload-types'
import { toImage } from '@/features/content/visitor'
import { BlockButton } from './BlockButton'

/** The page's dark opening band: its heading is the page's h1 (a band further down: see PageHero). */
export function Hero({ block, opening }: { block: HeroBlock; opening: boolean }) {
  const buttons = (block.buttons ?? []).slice(0, 2)
  return (
    <PageHero
      opening={opening}
      title={block.heading}
      lead={block.text}
      background={toImage(block.image)}
      actions={
        buttons.length
          ? buttons.map((b, i) => (
              <BlockButton key={b.id ?? i} button={b} tone={i === 0 ? 'primary' : 'secondary'} />
            ))
          : null
      }
    />
  )
}
