/** Brand mark of the professional network, drawn locally (lucide has no brand icons). */
export function NetworkIcon({ size = 18 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden fill="currentColor">
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.8v1.6h.05c.53-1 1.83-2 3.77-2 4.03 0 4.78 2.6 4.78 6v5.4h-4v-4.8c0-1.14-.02-2.6-1.6-2.6-1.6 0-1.84 1.24-1.84 2.52v4.88h-4v-11Z" />
    </svg>
  )
}

/** Microblog mark (an eye with signal arcs), drawn locally. */
export function MicroblogIcon({ size = 18 }: { size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    >
      <ellipse cx="10" cy="15" rx="7.5" ry="5" />
      <circle cx="9" cy="15.5" r="1.6" fill="currentColor" stroke="none" />
      <path d="M15 3.5a5.5 5.5 0 0 1 5.5 5.5" />
      <path d="M15 7a2 2 0 0 1 2 2" />
    </svg>
  )
}
