import { Inbox } from 'lucide'
import { Icon } from '@/components/ui/Icon'

/**
 * What a listing says when nothing matches. `titleAs="h2"` where the message is what the section
 * is about (a search without results), so the section keeps a heading.
 */
export function EmptyState({
  title,
  text,
  titleAs: Title = 'p',
}: {
  title: string
  text?: string
  titleAs?: 'p' | 'h2'
}) {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-line px-6 py-16 text-center">
      <Icon icon={Inbox} className="size-10 text-accent" />
      <Title className="mt-4 text-lg font-bold">{title}</Title>
      {text ? <p className="mt-2 text-ink-muted">{text}</p> : null}
    </div>
  )
}
