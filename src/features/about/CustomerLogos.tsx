import { Img } from '@/components/content/Img'
import type { Company } from '@/cms/payload-types'
import { toImage } from '@/features/content/visitor'

type Props = { customers: Company['customers']; label: string }

/**
 * The customer logo wall (Company global): grey logos that take their colour on hover, each with
 * the customer's name for screen readers and as a caption. Rows without text in this language
 * are left out. Styled by `.logo-tile` in globals.css (the wall repeats it for every logo).
 */
export function CustomerLogos({ customers, label }: Props) {
  const rows = (customers ?? []).flatMap((c) => {
    const logo = c.name ? toImage(c.logo, c.name) : null
    return c.name && logo ? [{ id: c.id ?? c.name, name: c.name, sector: c.sector, logo }] : []
  })
  if (rows.length === 0) return null
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {rows.map((c) => (
        <li key={c.id} className="logo-tile">
          <Img image={c.logo} alt={c.name} sizes="168px" className="w-full max-w-42 object-contain" />
          {c.sector ? <span className="mt-2 text-xs text-ink-subtle">{c.sector}</span> : null}
        </li>
      ))}
    </ul>
  )
}
