'use client'
import type { ComponentProps, ReactNode } from 'react'

type FieldProps = ComponentProps<'input'> & {
  id: string
  label: ReactNode
  /** Payload's field-type class: `text`, `email`, `password`. */
  kind?: string
}

/** An input laid out and styled as the admin's own fields (Payload's CSS classes), with its label. */
export function AdminField({ id, label, kind = 'text', style, ...input }: FieldProps) {
  return (
    <div className={`field-type ${kind}`} style={style}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-type__wrap">
        <input id={id} {...input} />
      </div>
    </div>
  )
}

/** A failure, announced to screen readers as it appears, in the admin's error colour. */
export function AdminError({ message }: { message: ReactNode }) {
  return message ? (
    <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
      {message}
    </p>
  ) : null
}
