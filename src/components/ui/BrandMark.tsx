import { useId } from 'react'

/** The brand mark: a stylised database cylinder on an accent-blue tile (site header, footer, admin). */
export function BrandMark({ size, className }: { size: number | string; className?: string }) {
  // Several marks can share a page (header and footer): each gradient needs an id of its own.
  const gradient = useId()
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden className={className}>
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
  )
}
