import { ContactLink } from '@/components/content/CtaBand'
import { SiteLink as Link } from '@/components/runtime/SiteLink'
import { cn } from '@/components/ui/cn'
import { isExternalLink } from '@/features/routing/links'

export type ButtonData = { label: string; action?: ('contact' | 'link') | null; link?: string | null }

const linkClass = {
  primary: 'bg-accent-strong text-white hover:bg-[#085bb8]',
  secondary: 'border border-white/40 text-white hover:bg-white/10',
  light: 'border border-accent-strong text-accent-strong hover:bg-accent-soft',
}

/**
 * A block's button: opens the contact dialog, or follows its link (an outside address in a new
 * tab, as the footer's outside links do).
 */
export function BlockButton({ button, tone }: { button: ButtonData; tone: keyof typeof linkClass }) {
  if (button.action !== 'link' || !button.link) return <ContactLink label={button.label} />
  const className = cn(
    'inline-flex shrink-0 items-center rounded-[6px] px-6 py-3 font-medium transition-colors duration-150',
    linkClass[tone],
  )
  return isExternalLink(button.link) ? (
    <a href={button.link} target="_blank" rel="noopener noreferrer" className={className}>
      {button.label}
    </a>
  ) : (
    <Link href={button.link} className={className}>
      {button.label}
    </Link>
  )
}
