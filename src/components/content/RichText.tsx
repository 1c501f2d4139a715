import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { cn } from '@/components/ui/cn'
import { siteConverters } from './rich-text-converters'
import { withSafeLinks } from './safe-links'

/**
 * A Lexical body from the CMS rendered to React elements (no HTML string is ever injected), with
 * the site's type scale applied to the elements it produces. Unsafe link URLs are dropped first;
 * list items are written as valid HTML (rich-text-converters.tsx).
 */
export function RichText({ data, className }: { data: unknown; className?: string }) {
  if (!data || typeof data !== 'object' || !('root' in data)) return null
  return (
    <LexicalRichText
      data={withSafeLinks(data as SerializedEditorState)}
      converters={siteConverters}
      disableContainer={false}
      className={cn(
        'max-w-[72ch] text-[15px] leading-[1.8] text-ink md:text-base',
        '[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2:first-child]:mt-0',
        '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-bold',
        '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5',
        '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:bg-accent-soft [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:text-ink-muted',
        '[&_a]:text-accent-strong [&_a]:underline [&_strong]:font-bold [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1',
        className,
      )}
    />
  )
}
