'use client'
import { Loader2, Search, X } from 'lucide'
import { Icon } from '@/components/ui/Icon'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { Dialog } from 'radix-ui'
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react'
import { SiteLink as Link } from '@/components/runtime/SiteLink'
import type { SearchHit } from './engine'
import { Highlighted } from './Highlighted'
import { clearDraft, readDraft } from './search-draft'

const maxLength = 100
const suggestions = 6

type Found =
  | { status: 'idle' }
  | { status: 'loading'; hits: SearchHit[]; total: number }
  /** `note`: the server's message when the results may be incomplete (just after a start). */
  | { status: 'done'; hits: SearchHit[]; total: number; q: string; note?: string }
  | { status: 'problem'; message: string }

const searchHref = (q: string) => `/search?q=${encodeURIComponent(q)}`

/**
 * The search dialog (loaded on first use, see SearchBox): its box shows the top matches as the
 * visitor types (GET /api/search). Arrow keys pick a match, Enter opens it, or opens the full
 * results page (/search?q=) when none is picked; Esc closes and focus returns to the header's
 * button. On phones the dialog takes the top of the screen.
 */
export function SearchDialog({
  open,
  setOpen,
  trigger,
}: {
  open: boolean
  setOpen: (open: boolean) => void
  trigger: RefObject<HTMLButtonElement | null>
}) {
  const t = useTranslations('search')
  const router = useRouter()
  const listId = useId()
  const input = useRef<HTMLInputElement>(null)
  const timer = useRef<number | undefined>(undefined)
  const inflight = useRef<AbortController | null>(null)
  // Typed before this code had loaded (SearchBox's stand-in): taken over once, then cleared.
  const [start] = useState(readDraft)
  const [q, setQ] = useState(start.q)
  const [found, setFound] = useState<Found>(() =>
    start.submit && !start.q.trim()
      ? { status: 'problem', message: t('empty') }
      : start.q.trim()
        ? { status: 'loading', hits: [], total: 0 }
        : { status: 'idle' },
  )
  const [active, setActive] = useState(-1)

  useEffect(() => {
    // What was typed while this code loaded: search it, or go to the results if Enter was pressed.
    clearDraft()
    const query = start.q.trim()
    if (query && Array.from(query).length <= maxLength) {
      if (start.submit) go(searchHref(query))
      else timer.current = window.setTimeout(() => void fetchHits(query), 0)
    }
    return () => {
      window.clearTimeout(timer.current)
      inflight.current?.abort()
    }
    // Once, on mount: `start` never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  async function fetchHits(query: string) {
    inflight.current?.abort()
    const controller = new AbortController()
    inflight.current = controller
    try {
      const res = await fetch(`/api/search?q=${encodeURIComponent(query)}&size=${suggestions}`, {
        signal: controller.signal,
        headers: { Accept: 'application/json' },
      })
      const body = (await res.json().catch(() => ({}))) as {
        status?: number
        message?: string
        result?: { hits: SearchHit[]; total: number; complete?: boolean } | null
      }
      if (controller.signal.aborted) return
      if (res.ok && body.status === 0 && body.result) {
        const { hits, total, complete } = body.result
        setFound({
          status: 'done',
          hits,
          total,
          q: query,
          note: complete === false ? body.message : undefined,
        })
      } else {
        setFound({
          status: 'problem',
          // 400: the query's problem; 503: the database is unavailable. Both say so in the host's language.
          message: (res.status === 400 || res.status === 503) && body.message ? body.message : t('failed'),
        })
      }
    } catch {
      if (!controller.signal.aborted) setFound({ status: 'problem', message: t('failed') })
    }
  }

  function onInput(value: string) {
    setQ(value)
    setActive(-1)
    window.clearTimeout(timer.current)
    inflight.current?.abort()
    const query = value.trim()
    if (!query) return setFound({ status: 'idle' })
    if (Array.from(query).length > maxLength) {
      return setFound({ status: 'problem', message: t('tooLong', { max: maxLength }) })
    }
    // Keep the previous matches on screen while the next ones load (no flicker while typing).
    setFound((f) => ({
      status: 'loading',
      hits: f.status === 'done' || f.status === 'loading' ? f.hits : [],
      total: f.status === 'done' || f.status === 'loading' ? f.total : 0,
    }))
    timer.current = window.setTimeout(() => void fetchHits(query), 150)
  }

  const hits = found.status === 'done' || found.status === 'loading' ? found.hits : []

  function go(href: string) {
    setOpen(false)
    router.push(href)
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    const query = q.trim()
    const picked = hits[active]
    if (picked) return go(picked.url)
    if (!query) return setFound({ status: 'problem', message: t('empty') })
    if (Array.from(query).length > maxLength) return
    go(searchHref(query))
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (hits.length === 0) return
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      setActive((a) => (a + 1) % hits.length)
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      setActive((a) => (a <= 0 ? hits.length - 1 : a - 1))
    }
  }

  const optionId = (i: number) => `${listId}-option-${i}`

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-slate-950/55" />
        <Dialog.Content
          data-testid="search-dialog"
          onOpenAutoFocus={(e) => {
            e.preventDefault()
            const el = input.current
            el?.focus()
            // Keep typing where the stand-in left off; otherwise select the last query.
            if (start.q) el?.setSelectionRange(el.value.length, el.value.length)
            else el?.select()
          }}
          // The button is not a Radix trigger (it is rendered before this code loads).
          onCloseAutoFocus={(e) => {
            e.preventDefault()
            trigger.current?.focus()
          }}
          className="fixed inset-x-0 top-0 z-[100] mx-auto flex max-h-[100dvh] w-full flex-col overflow-hidden bg-white text-ink shadow-2xl sm:top-[12vh] sm:max-h-[76vh] sm:w-[min(680px,92vw)] sm:rounded-card"
        >
          <Dialog.Title className="sr-only">{t('dialogTitle')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('dialogDescription')}</Dialog.Description>
          <form
            role="search"
            action="/search"
            method="get"
            onSubmit={onSubmit}
            className="flex items-center gap-2 border-b border-line px-4"
          >
            {found.status === 'loading' ? (
              <Icon icon={Loader2} className="size-5 shrink-0 animate-spin text-ink-subtle" />
            ) : (
              <Icon icon={Search} className="size-5 shrink-0 text-ink-subtle" />
            )}
            <input
              ref={input}
              name="q"
              type="search"
              role="combobox"
              aria-label={t('inputLabel')}
              aria-expanded={hits.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={active >= 0 && hits[active] ? optionId(active) : undefined}
              autoComplete="off"
              enterKeyHint="search"
              placeholder={t('placeholder')}
              value={q}
              onChange={(e) => onInput(e.target.value)}
              onKeyDown={onKeyDown}
              data-testid="search-input"
              // 16 px text: phones do not zoom into the field.
              className="h-14 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-ink-subtle [&::-webkit-search-cancel-button]:hidden"
            />
            <button type="submit" className="sr-only">
              {t('submit')}
            </button>
            <Dialog.Close
              aria-label={t('close')}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-control text-ink-subtle hover:bg-slate-100 hover:text-ink"
            >
              <Icon icon={X} className="size-5" />
            </Dialog.Close>
          </form>

          <div className="min-h-0 overflow-y-auto overscroll-contain">
            <p aria-live="polite" className="sr-only">
              {found.status === 'done' ? t('count', { total: found.total, q: found.q }) : ''}
            </p>
            {found.status === 'problem' ? (
              <p
                role="alert"
                data-testid="search-dialog-message"
                className="px-5 py-6 text-sm text-ink-muted"
              >
                {found.message}
              </p>
            ) : null}
            {found.status === 'done' && found.note ? (
              <p role="status" data-testid="search-dialog-note" className="px-5 pt-4 text-sm text-ink-muted">
                {found.note}
              </p>
            ) : null}
            {found.status === 'done' && found.total === 0 ? (
              <p data-testid="search-dialog-message" className="px-5 py-6 text-sm text-ink-muted">
                {t('noResults', { q: found.q })} {t('noResultsHint')}
              </p>
            ) : null}
            <ul id={listId} role="listbox" aria-label={t('suggestionsLabel')} className="py-1">
              {hits.map((hit, i) => (
                // The link is the option itself (a link inside an option would be a control
                // nested in a control); it stays a link for a middle click or a new tab.
                <li key={hit.id} role="none">
                  <Link
                    href={hit.url}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    data-testid="search-suggestion"
                    tabIndex={-1}
                    onClick={() => setOpen(false)}
                    onMouseMove={() => setActive(i)}
                    className="block px-5 py-3 aria-selected:bg-accent-soft"
                  >
                    <span className="mb-0.5 block text-xs font-medium text-accent-strong">
                      {t(`kinds.${hit.kind}`)}
                    </span>
                    <span className="block font-medium" data-testid="search-suggestion-title">
                      <Highlighted value={hit.title} />
                    </span>
                    {hit.excerpt.text ? (
                      <span className="mt-0.5 line-clamp-2 block text-sm text-ink-muted">
                        <Highlighted value={hit.excerpt} />
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
            {found.status === 'done' && found.total > 0 ? (
              <Link
                href={searchHref(found.q)}
                onClick={() => setOpen(false)}
                data-testid="search-view-all"
                className="block border-t border-line px-5 py-3 text-sm font-medium text-accent-strong hover:bg-accent-soft"
              >
                {t('viewAll', { total: found.total })}
              </Link>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
