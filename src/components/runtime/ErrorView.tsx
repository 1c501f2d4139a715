import { Home, RotateCw } from 'lucide'
import { Icon } from '@/components/ui/Icon'
import { SiteLink as Link } from '@/components/runtime/SiteLink'
import type { ReactNode } from 'react'
import { BackButton } from './BackButton'

export type ErrorViewProps = {
  /** 404, 500… shown large. */
  code: number
  /** "HTTP Error 404" */
  title: string
  /** A short line under the code. */
  label: string
  message: ReactNode
  homeLabel: string
  backLabel: string
  retry?: { label: string; onRetry: () => void }
  /**
   * Renders the page's <title> and noindex itself: for error.tsx, which cannot export metadata.
   * A 404 has metadata (NotFoundPage, not-found.tsx); a second <title> there would be a duplicate.
   */
  headTags?: boolean
}

const button =
  'inline-flex items-center justify-center gap-2 rounded-[var(--radius-control)] px-5 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2'

/** The one error page of the site (404 and other errors look the same, spec section 2). */
export function ErrorView({
  code,
  title,
  label,
  message,
  homeLabel,
  backLabel,
  retry,
  headTags = false,
}: ErrorViewProps) {
  return (
    <main className="relative isolate overflow-hidden">
      {/* React hoists these into <head>. */}
      {headTags ? (
        <>
          <title>{title}</title>
          <meta name="robots" content="noindex" />
        </>
      ) : null}
      {/* A soft accent glow behind the code: decoration only. */}
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-[420px] bg-[radial-gradient(ellipse_at_top,var(--color-accent-soft),transparent_70%)]"
      />
      <section className="container-site flex min-h-[70vh] flex-col items-center justify-center gap-5 py-24 text-center">
        <p
          aria-hidden
          className="bg-gradient-to-b from-accent to-accent-strong bg-clip-text text-[96px] leading-none font-bold tracking-tight text-transparent select-none md:text-[140px]"
        >
          {code}
        </p>
        <p className="text-sm font-medium tracking-wide text-accent-strong uppercase">{label}</p>
        <h1 className="text-3xl font-bold text-ink md:text-4xl">{title}</h1>
        <p className="max-w-xl break-words text-ink-muted">{message}</p>
        <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
          <Link href="/" className={`${button} bg-accent-strong text-white hover:bg-accent`}>
            <Icon icon={Home} className="size-4" />
            {homeLabel}
          </Link>
          <BackButton
            label={backLabel}
            className={`${button} border border-line bg-white text-ink hover:border-accent hover:text-accent-strong`}
          />
          {retry ? (
            <button
              type="button"
              onClick={retry.onRetry}
              className={`${button} text-ink-muted hover:text-accent-strong`}
            >
              <Icon icon={RotateCw} className="size-4" />
              {retry.label}
            </button>
          ) : null}
        </div>
      </section>
    </main>
  )
}
