import { BrandMark } from '@/components/ui/BrandMark'

/** The brand mark with the brand name (header and footer). */
export function Logo({ brand }: { brand: string }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <BrandMark size={30} className="shrink-0" />
      <span className="text-lg font-bold tracking-tight whitespace-nowrap in-[.site-header]:min-[769px]:max-[1100px]:sr-only">
        {brand}
      </span>
    </span>
  )
}
