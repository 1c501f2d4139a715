import { createElement, type SVGProps } from 'react'
import type { IconNode } from 'lucide'
import { cn } from './cn'

type Props = Omit<SVGProps<SVGSVGElement>, 'children'> & { icon: IconNode }

/**
 * A Lucide icon drawn from the `lucide` package's shape data. Unlike lucide-react 1.x, whose icons
 * are client components, this renders plain SVG: in a server component an icon costs no client
 * component, no flight-data reference and no hydration work. Decorative unless labelled.
 */
export function Icon({ icon, className, ...props }: Props) {
  const labelled = Boolean(props['aria-label'] || props['aria-labelledby'])
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled ? undefined : true}
      role={labelled ? 'img' : undefined}
      className={cn('shrink-0', className)}
      {...props}
    >
      {icon.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  )
}
