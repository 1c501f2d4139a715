import type { ComponentProps } from 'react'

/**
 * A link that opens in a new tab and says so to screen readers: `newTab` is the words, in the
 * page's language, read after the link's own.
 */
export function NewTabLink({
  href,
  className,
  newTab,
  children,
  ...rest
}: ComponentProps<'a'> & { href: string; newTab: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} {...rest}>
      {children}
      <span className="sr-only">{newTab}</span>
    </a>
  )
}
