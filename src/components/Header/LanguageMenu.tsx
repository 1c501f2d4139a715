'use client'
import { Check, ChevronDown, Globe } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import type { Locale } from '@/i18n/routing'
import { chooseLanguage, type SiteOrigins } from '@/features/locale/choose'

type Props = {
  locale: Locale
  origins: SiteOrigins
  label: string
  names: Record<Locale, string>
  currentLabel: string
}

/** The language dropdown (spec section 4): the current language is shown, disabled. */
export function LanguageMenu({ locale, origins, label, names, currentLabel }: Props) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`${label}: ${names[locale]}`}
        data-testid="language-trigger"
        className="inline-flex h-9 items-center gap-1.5 rounded-control px-2 text-[15px] whitespace-nowrap text-[var(--hdr-fg)] transition-colors hover:text-[var(--hdr-hover)] data-[state=open]:text-[var(--hdr-hover)] max-[1000px]:text-sm"
      >
        <Globe aria-hidden className="size-4" />
        <span className="max-[1220px]:hidden">{names[locale]}</span>
        <ChevronDown aria-hidden className="size-3.5 opacity-70" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-[60] min-w-40 rounded-card border border-line bg-white p-1.5 text-ink shadow-card"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs text-ink-subtle">{label}</DropdownMenu.Label>
          {(['zh', 'en'] as const).map((l) => (
            <DropdownMenu.Item
              key={l}
              disabled={l === locale}
              lang={l === 'zh' ? 'zh-CN' : 'en'}
              onSelect={() => chooseLanguage(l, origins)}
              className="flex cursor-pointer items-center justify-between gap-3 rounded-control px-3 py-2 text-[15px] outline-none data-[disabled]:cursor-default data-[disabled]:text-ink-subtle data-[highlighted]:bg-accent-soft data-[highlighted]:text-accent-strong"
            >
              {names[l]}
              {l === locale ? (
                <>
                  <Check aria-hidden className="size-4 text-accent-strong" />
                  <span className="sr-only">({currentLabel})</span>
                </>
              ) : null}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
