import { Inbox } from 'lucide'
import { Icon } from '@/components/ui/Icon'

/** What a listing says when nothing matches. */
export function EmptyState({ title, text }: { title: string; text?: string }) {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-line px-6 py-16 text-center">
      <Icon icon={Inbox} className="size-10 text-accent" />
      <p className="mt-4 text-lg font-bold">{title}</p>
      {text ? <p className="mt-2 text-ink-muted">{text}</p> : null}
    </div>
  )
}
