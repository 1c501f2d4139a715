import type { Page } from '@/cms/payload-types'
import type { Locale } from '@/i18n/routing'
import { Cards } from './Cards'
import { Contact } from './Contact'
import { Cta } from './Cta'
import { Faq } from './Faq'
import { Figures } from './Figures'
import { Hero } from './Hero'
import { Logos } from './Logos'
import { Media } from './Media'
import { RichTextSection } from './RichTextSection'

type Block = NonNullable<Page['layout']>[number]

/** One block as a section of the page; `id` names its heading for aria-labelledby. */
function RenderBlock({
  block,
  id,
  locale,
  first,
}: {
  block: Block
  id: string
  locale: Locale
  first: boolean
}) {
  switch (block.blockType) {
    case 'hero':
      return <Hero block={block} opening={first} />
    case 'richText':
      return <RichTextSection block={block} id={id} />
    case 'cards':
      return <Cards block={block} id={id} />
    case 'figures':
      return <Figures block={block} id={id} />
    case 'logos':
      return <Logos block={block} id={id} locale={locale} />
    case 'cta':
      return <Cta block={block} id={id} />
    case 'media':
      return <Media block={block} />
    case 'faq':
      return <Faq block={block} id={id} />
    case 'contact':
      return <Contact block={block} id={id} />
  }
}

/** A landing page's layout, block by block, in the editor's order. */
export function RenderBlocks({ blocks, locale }: { blocks: Block[]; locale: Locale }) {
  return blocks.map((block, i) => (
    <RenderBlock
      key={block.id ?? i}
      block={block}
      id={`block-${block.id ?? i}`}
      locale={locale}
      first={i === 0}
    />
  ))
}
