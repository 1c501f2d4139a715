import type { CtaBlock } from '@/cms/payload-types'
import { BlockButton } from './BlockButton'

/** The accent band with one line of text and one button (the site's CtaBand, editable). */
export function Cta({ block, id }: { block: CtaBlock; id: string }) {
  return (
    <section aria-labelledby={block.heading ? id : undefined} className="bg-accent-soft py-14 md:py-20">
      <div className="container-site flex flex-col items-start justify-between gap-6 md:flex-row md:items-center">
        <div className="min-w-0">
          {block.heading ? (
            <h2 id={id} className="text-2xl font-bold md:text-[28px]">
              {block.heading}
            </h2>
          ) : null}
          <p className={block.heading ? 'mt-2 max-w-2xl text-ink-muted' : 'max-w-2xl text-xl font-semibold'}>
            {block.text}
          </p>
        </div>
        <BlockButton button={block.button} tone="primary" />
      </div>
    </section>
  )
}
