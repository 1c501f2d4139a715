import { Section, SectionHeading } from '@/components/content/Section'
import type { FaqBlock } from '@/cms/payload-types'

/**
 * Questions and answers as native disclosure widgets: keyboard and screen-reader friendly and
 * working from the first paint, with no script.
 */
export function Faq({ block, id }: { block: FaqBlock; id: string }) {
  return (
    <Section tone="soft" labelledBy={block.heading ? id : undefined}>
      <div className="mx-auto max-w-3xl">
        {block.heading ? <SectionHeading id={id} title={block.heading} /> : null}
        <div className="divide-y divide-line rounded-card border border-line bg-white">
          {block.items.map((item, i) => (
            <details key={item.id ?? i} className="group px-6 py-1">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-semibold marker:hidden focus-visible:outline-2 focus-visible:outline-accent-strong [&::-webkit-details-marker]:hidden">
                {item.question}
                <span
                  aria-hidden
                  className="text-2xl leading-none text-accent-strong transition-transform duration-150 group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="pb-5 whitespace-pre-line text-ink-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </Section>
  )
}
