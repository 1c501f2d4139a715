'use client'
import { Button } from '@payloadcms/ui'
import { AdminError, AdminField } from '@/components/admin/fields'
import { useRef, useState, type FormEvent } from 'react'

const text = {
  zh: {
    email: '邮箱',
    password: '密码',
    code: '验证码（或恢复码）',
    submit: '登录',
    verify: '验证并登录',
    forgot: '忘记密码？',
    failed: '登录失败，请重试。',
  },
  en: {
    email: 'Email',
    password: 'Password',
    code: 'Code (or a recovery code)',
    submit: 'Log in',
    verify: 'Verify and log in',
    forgot: 'Forgot password?',
    failed: 'Signing in failed, please try again.',
  },
} as const

type Props = { api: string; forgot: string; language: 'zh' | 'en'; target: string }

/** E-mail + password; the code field appears once the server says the account needs one. */
export function TotpLoginForm({ api, forgot, language, target }: Props) {
  const t = text[language]
  const [needsCode, setNeedsCode] = useState(false)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const codeRef = useRef<HTMLInputElement>(null)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const body: Record<string, string> = {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    }
    if (needsCode) body.totp = String(form.get('totp') ?? '')
    setBusy(true)
    setError('')
    try {
      const res = await fetch(`${api}/users/login`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
        body: JSON.stringify(body),
      })
      if (res.ok) {
        // A full load, so the admin starts with the new session cookie.
        window.location.assign(target)
        return
      }
      const data = (await res.json().catch(() => ({}))) as {
        errors?: { message?: string; data?: { totp?: string } }[]
      }
      const first = data.errors?.[0]
      if (first?.data?.totp) {
        setNeedsCode(true)
        setTimeout(() => codeRef.current?.focus(), 0)
        if (first.data.totp === 'wrong' || needsCode) setError(first.message ?? t.failed)
      } else {
        setError(first?.message ?? t.failed)
      }
    } catch {
      setError(t.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="login__form" onSubmit={submit} noValidate={false}>
      <div className="login__form__inputWrap">
        <AdminField
          id="field-email"
          kind="email"
          label={t.email}
          name="email"
          type="email"
          autoComplete="email"
          required
        />
        <AdminField
          id="field-password"
          kind="password"
          label={t.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        {needsCode && (
          <AdminField
            id="field-totp"
            label={t.code}
            name="totp"
            ref={codeRef}
            autoComplete="one-time-code"
            inputMode="text"
            required
          />
        )}
      </div>
      <AdminError message={error} />
      <a href={forgot}>{t.forgot}</a>
      <Button buttonStyle="primary" disabled={busy} size="large" type="submit">
        {needsCode ? t.verify : t.submit}
      </Button>
    </form>
  )
}
