'use client'
import { useEffect, useState, type ComponentType } from 'react'
import type { ContactFormProps } from './ContactForm'

// The form's code (react-hook-form, the zod rules, ~75 KB) is its own chunk, fetched once per
// page however many places show the form.
const loadForm = () => import('./ContactForm').then((m) => m.ContactForm)

type Props = ContactFormProps & {
  /** True once the form is wanted (the dialog opened, the form came near the screen). */
  wanted: boolean
  /** What the placeholder says while the code loads; null: no placeholder. */
  loadingLabel: string | null
  /** A new value starts the form empty (after a send or a cancel). */
  generation: number
}

/**
 * The contact form, its code loaded when it is first wanted; until it has arrived a status line
 * holds its place. Shared by the contact dialog and the landing pages' form block.
 */
export function LazyContactForm({ wanted, loadingLabel, generation, ...form }: Props) {
  const [Form, setForm] = useState<ComponentType<ContactFormProps> | null>(null)
  useEffect(() => {
    if (!wanted || Form) return
    let live = true
    void loadForm().then((f) => live && setForm(() => f))
    return () => {
      live = false
    }
  }, [wanted, Form])

  if (Form) return <Form key={generation} {...form} />
  if (loadingLabel === null) return null
  return (
    <p role="status" className="flex flex-1 items-center justify-center gap-2 text-sm text-ink-muted">
      <span
        aria-hidden
        className="size-4 animate-spin rounded-full border-2 border-line border-t-accent-strong"
      />
      {loadingLabel}
    </p>
  )
}
