import { Card, CardGrid } from '@/components/content/CardGrid'
import { Section, SectionHeading } from '@/components/content/Section'
import type { CardsBlock } from '@/cms/payload-types'
import { toImage, type Image } from '@/features/content/visitor'
import { documentPath } from '@/features/preview/paths'

type CardData = { key: string; title: string; text?: string | null; image: Image | null; href?: string }

/** Linked documents the visitor may read (unpublished ones stay ids and are left out). */
function linkedCards(block: CardsBlock): CardData[] {
  return (block.linked ?? []).flatMap((ref) => {
    const doc = ref.value
    if (typeof doc !== 'object' || !doc.title?.trim()) return []
    const image =
      'cover' in doc
        ? toImage(doc.cover, doc.title)
        : 'heroImage' in doc
          ? toImage(doc.heroImage, doc.title)
          : null
    const text = 'tagline' in doc && doc.tagline ? doc.tagline : doc.summary
    const href = documentPath(ref.relationTo, doc as unknown as Record<string, unknown>) ?? undefined
    return [{ key: `${ref.relationTo}:${doc.id}`, title: doc.title, text, image, href }]
  })
}

function freeCards(block: CardsBlock): CardData[] {
  return (block.items ?? []).map((c, i) => ({
    key: c.id ?? String(i),
    title: c.title,
    text: c.text,
    image: toImage(c.image, c.title),
    href: c.link || undefined,
  }))
}

/** A grid of cards: linked products, solutions or cases, or cards written in the block. */
export function Cards({ block, id }: { block: CardsBlock; id: string }) {
  const cards = block.source === 'free' ? freeCards(block) : linkedCards(block)
  if (cards.length === 0) return null
  return (
    <Section labelledBy={block.heading ? id : undefined}>
      {block.heading ? <SectionHeading id={id} title={block.heading} lead={block.text} /> : null}
      <CardGrid cols={cards.length % 3 === 0 || cards.length > 4 ? 3 : 2}>
        {cards.map((c) => (
          <Card key={c.key} title={c.title} text={c.text} image={c.image} href={c.href} />
        ))}
      </CardGrid>
    </Section>
  )
}
