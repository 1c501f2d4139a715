import { createElement, type SVGProps } from 'react'
import type { IconNode } from 'lucide'

type Props = Omit<SVGProps<SVGSVGElement>, 'children'> & { icon: IconNode }

/**
 * A Lucide icon drawn from the `lucide` package's shape data. Unlike lucide-react 1.x, whose icons
 * are client components, this renders plain SVG: in a server component an icon costs no client
 * component, no flight-data reference and no component for hydration to run. Its stroke style
 * is the `icon` utility (globals.css). Plain class joining, not `cn`: client components use this
 * too, and `cn`'s tailwind-merge would add about 9 KB to the first load. Decorative unless
 * labelled.
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
      className={className ? `icon ${className}` : 'icon'}
      {...props}
    >
      {icon.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  )
}
