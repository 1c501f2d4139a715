import { createElement, type SVGProps } from 'react'
import type { IconNode } from 'lucide'
import { cn } from './cn'

type Props = Omit<SVGProps<SVGSVGElement>, 'children'> & { icon: IconNode }

/**
 * A Lucide icon drawn from the `lucide` package's shape data. Unlike lucide-react 1.x, whose icons
 * are client components, this renders plain SVG: in a server component an icon costs no client
 * component, no flight-data reference and no hydration work. Its stroke style is the `icon`
 * utility (globals.css). Decorative unless labelled.
 */
export function Icon({ icon, className, ...props }: Props) {
  const labelled = Boolean(props['aria-label'] || props['aria-labelledby'])
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      aria-hidden={labelled ? undefined : true}
      role={labelled ? 'img' : undefined}
      className={cn('icon', className)}
      {...props}
    >
      {icon.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  )
}
