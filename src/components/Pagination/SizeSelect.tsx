'use client'
import type { ReactNode } from 'react'

/**
 * The only client part of the pagination: choosing a page size submits the surrounding GET form at
 * once. Without JavaScript the form's own submit button (rendered in <noscript>) does the same.
 */
export function SizeSelect({
  name,
  defaultValue,
  label,
  className,
  children,
}: {
  name: string
  defaultValue: number
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <select
      name={name}
      defaultValue={String(defaultValue)}
      aria-label={label}
      className={className}
      onChange={(e) => e.currentTarget.form?.requestSubmit()}
    >
      {children}
    </select>
  )
}
