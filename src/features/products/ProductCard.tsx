import { Card } from '@/components/content/CardGrid'

/** A product's card (home page, a plan's related products): its name and tagline, to its page. */
export function ProductCard({
  product,
  cta,
}: {
  product: { type: string; title: string; tagline?: string | null }
  cta: string
}) {
  return <Card href={`/products/${product.type}`} title={product.title} text={product.tagline} cta={cta} />
}
