'use client'
import { zodResolver } from '@hookform/resolvers/zod'
import { Loader2 } from 'lucide'
import { Icon } from '@/components/ui/Icon'
import { useId, useMemo, type ReactNode } from 'react'
import { useLocale, useTranslations } from 'next-intl'
import { useForm, type FieldError } from 'react-hook-form'
import { notify } from '@/components/Toaster/notify'
import { cn } from '@/components/ui/cn'
import { PRIVACY_PATH } from '../privacy'
import { landingSource } from './landing-source'
import {
  contactMessages,
  contactProducts,
  contactSchema,
  type ContactInput,
  type ContactLocale,
} from '../schema'

type Values = {
  username: string
  phone: string
  email: string
  company: string
  product: string
  description: string
}

const empty: Values = { username: '', phone: '', email: '', company: '', product: '', description: '' }

type DemandAnswer = { status?: number; message?: string; success?: boolean }

/** Posts an enquiry to the public endpoint; resolves to the server's message on refusal. */
async function sendEnquiry(values: ContactInput): Promise<{ ok: true } | { ok: false; message?: string }> {
  try {
    const res = await fetch('/api/demandEmail', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      // The page and the landing tags travel with the enquiry (the server checks them).
      body: JSON.stringify({ ...values, source: landingSource() }),
    })
    const body = (await res.json().catch(() => ({}))) as DemandAnswer
    if (res.ok && (body.status === 0 || body.success === true)) return { ok: true }
    return { ok: false, message: typeof body.message === 'string' && body.message ? body.message : undefined }
  } catch {
    return { ok: false }
  }
}

const control =
  'w-full rounded-control border border-line bg-white px-3 text-[15px] text-ink placeholder:text-ink-subtle transition-colors outline-none hover:border-slate-400 focus-visible:border-accent-strong focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent aria-invalid:border-red-600'

export type ContactFormProps = {
  /** "Cancel": the dialog closes and the form starts empty next time. */
  onCancel: () => void
  /** The enquiry was accepted: the same. */
  onSent: () => void
}

/**
 * The contact dialog's form (spec sections 3 and 5), loaded on the dialog's first opening. The
 * rules are the shared zod schema the server uses too.
 */
export function ContactForm({ onCancel, onSent }: ContactFormProps) {
  const locale = (useLocale() === 'en' ? 'en' : 'zh') satisfies ContactLocale
  const t = useTranslations('contact')
  const schema = useMemo(() => contactSchema(locale), [locale])
  const requiredMessage = contactMessages[locale].required
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, touchedFields, isSubmitted },
  } = useForm<Values, unknown, ContactInput>({
    resolver: zodResolver(schema),
    mode: 'all',
    reValidateMode: 'onChange',
    defaultValues: empty,
  })

  const onSubmit = async (values: ContactInput) => {
    const result = await sendEnquiry(values)
    if (result.ok) {
      notify('success', t('success'))
      onSent()
    } else {
      // Keep what the visitor typed; show the server's own message.
      notify('error', result.message ?? t('failure'))
    }
  }

  // Text is trimmed as typed: the form value is always trimmed, and the box shows it on leaving.
  const text = (name: keyof Values) =>
    register(name, {
      setValueAs: (v: unknown) => (typeof v === 'string' ? v.trim() : v),
      onBlur: (e: { target: HTMLInputElement | HTMLTextAreaElement }) => {
        const trimmed = e.target.value.trim()
        if (trimmed !== e.target.value) e.target.value = trimmed
      },
    })

  // E-mail format is judged on leaving the field (spec section 5); "required" shows at once.
  const emailError =
    errors.email && (errors.email.message === requiredMessage || touchedFields.email || isSubmitted)
      ? errors.email
      : undefined

  return (
    // The fields scroll and the buttons stay in view: in a dialog shorter than the form (a phone)
    // the submit button is never cut off at the dialog's edge.
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex min-h-0 flex-1 flex-col">
      <div className="grid min-h-0 flex-1 grid-cols-1 gap-x-6 gap-y-1 overflow-y-auto px-6 pt-5 md:grid-cols-2 md:px-8">
        <Field label={t('username')} error={errors.username}>
          {(id, describedBy) => (
            <input
              id={id}
              autoComplete="name"
              placeholder={t('usernamePlaceholder')}
              aria-invalid={errors.username ? true : undefined}
              aria-describedby={describedBy}
              className={cn(control, 'h-10')}
              {...text('username')}
            />
          )}
        </Field>
        <Field label={t('phone')} error={errors.phone}>
          {(id, describedBy) => (
            <input
              id={id}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder={t('phonePlaceholder')}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={describedBy}
              className={cn(control, 'h-10')}
              {...text('phone')}
            />
          )}
        </Field>
        <Field label={t('email')} error={emailError}>
          {(id, describedBy) => (
            <input
              id={id}
              type="email"
              autoComplete="email"
              placeholder={t('emailPlaceholder')}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={describedBy}
              className={cn(control, 'h-10')}
              {...text('email')}
            />
          )}
        </Field>
        <Field label={t('company')} error={errors.company}>
          {(id, describedBy) => (
            <input
              id={id}
              autoComplete="organization"
              placeholder={t('companyPlaceholder')}
              aria-invalid={errors.company ? true : undefined}
              aria-describedby={describedBy}
              className={cn(control, 'h-10')}
              {...text('company')}
            />
          )}
        </Field>
        <Field label={t('product')} error={errors.product} className="md:col-span-2">
          {(id, describedBy) => (
            <select
              id={id}
              aria-invalid={errors.product ? true : undefined}
              aria-describedby={describedBy}
              className={cn(control, 'h-10 cursor-pointer invalid:text-ink-subtle')}
              required
              {...register('product')}
            >
              <option value="" disabled>
                {t('productPlaceholder')}
              </option>
              {contactProducts[locale].map((p) => (
                <option key={p} value={p} className="text-ink">
                  {p}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('description')} error={errors.description} className="md:col-span-2">
          {(id, describedBy) => (
            <textarea
              id={id}
              rows={4}
              placeholder={t('descriptionPlaceholder')}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={describedBy}
              className={cn(control, 'min-h-28 resize-y py-2 leading-relaxed')}
              {...text('description')}
            />
          )}
        </Field>
      </div>
      <div className="flex shrink-0 justify-end gap-3 border-t border-line px-6 py-4 md:px-8">
        <button
          type="button"
          onClick={onCancel}
          className="h-10 rounded-control border border-line px-5 text-[15px] text-ink hover:border-accent-strong hover:text-accent-strong"
        >
          {t('cancel')}
        </button>
        <button
          type="submit"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
          className="inline-flex h-10 min-w-28 items-center justify-center gap-2 rounded-control bg-accent-strong px-6 text-[15px] font-medium text-white hover:bg-[#085bb9] disabled:cursor-wait disabled:opacity-80"
        >
          {isSubmitting ? <Icon icon={Loader2} className="size-4 animate-spin" /> : null}
          {isSubmitting ? t('submitting') : t('submit')}
        </button>
      </div>
      {/* No extra required field (spec section 5): submitting is the acceptance. The policy opens in
          a new tab, so a half-typed enquiry is never lost to it. */}
      <p className="shrink-0 px-6 pb-4 text-right text-[13px] text-ink-muted md:px-8">
        {t('privacyBefore')}
        <a
          href={PRIVACY_PATH}
          target="_blank"
          rel="noopener"
          className="text-accent-strong underline underline-offset-2 hover:text-[#085bb8]"
        >
          {t('privacyLink')}
          <span className="sr-only">{t('newTab')}</span>
        </a>
        {t('privacyAfter')}
      </p>
    </form>
  )
}

function Field({
  label,
  error,
  className,
  children,
}: {
  label: string
  error: FieldError | undefined
  className?: string
  children: (id: string, describedBy: string | undefined) => ReactNode
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={cn('flex flex-col', className)}>
      <label htmlFor={id} className="mb-1.5 text-sm font-medium text-ink">
        <span aria-hidden className="mr-0.5 text-red-600">
          *
        </span>
        {label}
      </label>
      {children(id, error ? errorId : undefined)}
      <p
        id={errorId}
        role={error ? 'alert' : undefined}
        className="min-h-5 pt-0.5 text-[13px] leading-5 text-red-700"
      >
        {error?.message ?? ''}
      </p>
    </div>
  )
}
