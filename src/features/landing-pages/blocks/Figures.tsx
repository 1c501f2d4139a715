import { Figures as FigureRow } from '@/components/content/PointsGrid'
import type { FiguresBlock } from '@/cms/payload-types'

/** Key numbers, each with its label. */
export function Figures({ block, id }: { block: FiguresBlock; id: string }) {
  return (
    <section aria-labelledby={block.heading ? id : undefined} className="border-b border-line py-10 md:py-14">
      <div className="container-site">
        {block.heading ? (
          <h2 id={id} className="mb-8 text-center text-2xl font-bold md:text-[28px]">
            {block.heading}
          </h2>
        ) : null}
        <FigureRow items={block.items} />
      </div>
    </section>
  )
}
