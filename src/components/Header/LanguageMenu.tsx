'use client'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import type { Locale } from '@/i18n/routing'
import { chooseLanguage, type SiteOrigins } from '@/features/locale/choose'

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

/**
 * The language dropdown (spec section 4): the current language is shown, disabled. The ARIA menu
 * button pattern in a few lines (Radix's menu and its positioning code are not loaded for two
 * items): Enter, Space or ↓ open it on the first choice, ↑/↓/Home/End move, Esc and Tab close,
 * an outside click closes.
 */
export function LanguageMenu({ locale, origins, label, names, currentLabel, icons }: Props) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const items = useRef<(HTMLDivElement | null)[]>([])

  const focusItem = (index: number) => items.current[(index + locales.length) % locales.length]?.focus()
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }

  useEffect(() => {
    if (!open) return
    // The first choice that is not the current language, as Radix did.
    focusItem(locales.findIndex((l) => l !== locale))
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onDown)
    return () => document.removeEventListener('pointerdown', onDown)
  }, [open, locale])

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      setOpen(true)
    }
  }

  const onMenuKey = (e: KeyboardEvent) => {
    const index = items.current.indexOf(document.activeElement as HTMLDivElement)
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: locales.length - 1,
    }
    if (e.key in moves) {
      e.preventDefault()
      focusItem(moves[e.key]!)
    } else if (e.key === 'Escape') {
      e.preventDefault()
      close(true)
    } else if (e.key === 'Tab') {
      close(false)
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      const l = locales[index]
      if (l && l !== locale) chooseLanguage(l, origins)
    }
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={`${label}: ${names[locale]}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? 'open' : 'closed'}
        data-testid="language-trigger"
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKey}
        className="inline-flex h-9 items-center gap-1.5 rounded-control px-2 text-[15px] whitespace-nowrap text-[var(--hdr-fg)] transition-colors hover:text-[var(--hdr-hover)] data-[state=open]:text-[var(--hdr-hover)] max-[1000px]:text-sm"
      >
        {icons.globe}
        <span className="max-[1220px]:hidden">{names[locale]}</span>
        {icons.chevron}
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKey}
          className="absolute top-full right-0 z-[60] mt-2 min-w-40 rounded-card border border-line bg-white p-1.5 text-ink shadow-card"
        >
          <div aria-hidden className="px-3 py-1.5 text-xs text-ink-subtle">
            {label}
          </div>
          {locales.map((l, i) => (
            <div
              key={l}
              ref={(el) => {
                items.current[i] = el
              }}
              role="menuitem"
              tabIndex={-1}
              aria-disabled={l === locale ? true : undefined}
              lang={l === 'zh' ? 'zh-CN' : 'en'}
              onClick={() => (l === locale ? undefined : chooseLanguage(l, origins))}
              onPointerMove={(e) => e.currentTarget.focus()}
              className="flex cursor-pointer items-center justify-between gap-3 rounded-control px-3 py-2 text-[15px] outline-none focus:bg-accent-soft focus:text-accent-strong aria-disabled:cursor-default aria-disabled:text-ink-subtle aria-disabled:focus:bg-transparent aria-disabled:focus:text-ink-subtle"
            >
              {names[l]}
              {l === locale ? (
                <>
                  {icons.check}
                  <span className="sr-only">({currentLabel})</span>
                </>
              ) : null}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  )
}
