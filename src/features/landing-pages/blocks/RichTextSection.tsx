import { RichText } from '@/components/content/RichText'
import { Section, SectionHeading } from '@/components/content/Section'
import type { RichTextBlock } from '@/cms/payload-types'

/** Free text with headings, lists, links and images, at reading width. */
export function RichTextSection({ block, id }: { block: RichTextBlock; id: string }) {
  return (
    <Section labelledBy={block.heading ? id : undefined}>
      <div className="mx-auto max-w-3xl">
        {block.heading ? <SectionHeading id={id} title={block.heading} /> : null}
        <RichText data={block.content} />
      </div>
    </Section>
  )
}
