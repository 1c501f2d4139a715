'use client'
import { useRef, type ReactNode } from 'react'
import type { Locale } from '@/i18n/routing'
import { chooseLanguage, type SiteOrigins } from '@/features/locale/choose'
import { anchorStyle, moveFocus, usePopoverOpen } from '@/components/ui/popover'

type Props = {
  locale: Locale
  origins: SiteOrigins
  label: string
  names: Record<Locale, string>
  currentLabel: string
  /** Icons, rendered by the server: the globe, the chevron, the check mark. */
  icons: { globe: ReactNode; chevron: ReactNode; check: ReactNode }
}

const locales = ['zh', 'en'] as const
const id = 'language-menu'

/**
 * The language dropdown (spec section 4), the current language shown and disabled: the ARIA menu
 * button pattern on a platform popover (components/ui/popover.ts). A click, Enter, Space or ↓
 * opens it on the other language; ↑/↓/Home/End move; Esc, Tab and an outside click close it.
 */
export function LanguageMenu({ locale, origins, label, names, currentLabel, icons }: Props) {
  const panel = useRef<HTMLDivElement>(null)
  const open = usePopoverOpen(id)
  const items = () => [...(panel.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])]

  return (
    <div style={anchorStyle(id)}>
      <button
        type="button"
        popoverTarget={id}
        aria-label={`${label}: ${names[locale]}`}
        aria-haspopup="menu"
        data-state={open ? 'open' : 'closed'}
        data-testid="language-trigger"
        onKeyDown={(e) => {
          if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
          e.preventDefault()
          panel.current?.togglePopover(true)
        }}
        className="popover-anchor inline-flex h-9 items-center gap-1.5 rounded-control px-2 text-[15px] whitespace-nowrap text-[var(--hdr-fg)] transition-colors hover:text-[var(--hdr-hover)] data-[state=open]:text-[var(--hdr-hover)] max-[1000px]:text-sm"
      >
        {icons.globe}
        <span className="max-[1220px]:hidden">{names[locale]}</span>
        {icons.chevron}
      </button>
      <div
        ref={panel}
        id={id}
        popover="auto"
        role="menu"
        aria-label={label}
        // Opened: focus the first choice that is not the current language.
        onToggle={(e) => e.newState === 'open' && items()[locales.findIndex((l) => l !== locale)]?.focus()}
        onKeyDown={(e) => {
          if (e.key === 'Tab') panel.current?.hidePopover()
          else moveFocus(e, items())
        }}
        className="popover-panel min-w-40 rounded-card border border-line bg-white p-1.5 text-ink shadow-card [position-area:bottom_span-left] [margin-top:8px]"
      >
        <div aria-hidden className="px-3 py-1.5 text-xs text-ink-subtle">
          {label}
        </div>
        {locales.map((l) => (
          <button
            key={l}
            type="button"
            role="menuitem"
            tabIndex={-1}
            aria-disabled={l === locale ? true : undefined}
            lang={l === 'zh' ? 'zh-CN' : 'en'}
            onClick={() => l !== locale && chooseLanguage(l, origins)}
            onPointerMove={(e) => e.currentTarget.focus()}
            className="flex w-full cursor-pointer items-center justify-between gap-3 rounded-control px-3 py-2 text-left text-[15px] outline-none focus:bg-accent-soft focus:text-accent-strong aria-disabled:cursor-default aria-disabled:text-ink-subtle aria-disabled:focus:bg-transparent aria-disabled:focus:text-ink-subtle"
          >
            {names[l]}
            {l === locale ? (
              <>
                {icons.check}
                <span className="sr-only">({currentLabel})</span>
              </>
            ) : null}
          </button>
        ))}
      </div>
    </div>
  )
}
