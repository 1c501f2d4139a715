import { Img } from '@/components/content/Img'
import { Section, SectionHeading } from '@/components/content/Section'
import type { LogosBlock, Partner } from '@/cms/payload-types'
import { getPartners } from '@/features/content/about'
import { toImage } from '@/features/content/visitor'
import type { Locale } from '@/i18n/routing'

/** A partner logo wall: the chosen partners, or every partner with a name in this language. */
export async function Logos({ block, id, locale }: { block: LogosBlock; id: string; locale: Locale }) {
  const chosen = (block.partners ?? []).filter((p): p is Partner => typeof p === 'object' && Boolean(p.name))
  const partners = chosen.length ? chosen : await getPartners(locale)
  const rows = partners.flatMap((p) => {
    const logo = p.name ? toImage(p.logo, p.name) : null
    return p.name && logo ? [{ id: p.id, name: p.name, logo }] : []
  })
  if (rows.length === 0) return null
  return (
    <Section labelledBy={block.heading ? id : undefined}>
      {block.heading ? <SectionHeading id={id} title={block.heading} align="center" /> : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {rows.map((p) => (
          <li
            key={p.id}
            className="group flex flex-col items-center justify-center rounded-card border border-line bg-white px-3 py-4"
          >
            <Img
              image={p.logo}
              alt={p.name}
              sizes="168px"
              className="h-auto w-full max-w-42 object-contain grayscale transition duration-200 group-hover:grayscale-0"
            />
          </li>
        ))}
      </ul>
    </Section>
  )
}
