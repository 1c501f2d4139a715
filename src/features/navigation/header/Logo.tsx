import { useId } from 'react'

/** The brand mark: a stylised database cylinder in the accent palette, with the brand name. */
export function Logo({ brand }: { brand: string }) {
  // The header and the footer both draw the mark: each gradient needs an id of its own.
  const gradient = useId()
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden className="shrink-0">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#38a5ff" />
            <stop offset="1" stopColor="#0a6cdb" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${gradient})`} />
        <ellipse cx="16" cy="10" rx="8" ry="3" fill="none" stroke="#fff" strokeWidth="2" />
        <path d="M8 10v12c0 1.7 3.6 3 8 3s8-1.3 8-3V10" fill="none" stroke="#fff" strokeWidth="2" />
        <path d="M8 16c0 1.7 3.6 3 8 3s8-1.3 8-3" fill="none" stroke="#fff" strokeWidth="2" />
      </svg>
      <span className="text-lg font-bold tracking-tight whitespace-nowrap in-[.site-header]:min-[769px]:max-[1100px]:sr-only">
        {brand}
      </span>
    </span>
  )
}
