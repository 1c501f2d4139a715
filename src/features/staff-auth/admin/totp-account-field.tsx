'use client'
import { Button, useAuth, useConfig, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'
import { AdminError } from '@/components/admin/fields'
import { totpText } from './totp-text'
import { asAdminLanguage } from '@/cms/admin-language'

type Answer = { ok: boolean; data: Record<string, unknown> }

/** POSTs to one of the /cms-api/users/totp/… endpoints with the session cookie. */
async function call(api: string, action: string, body: Record<string, unknown>): Promise<Answer> {
  const res = await fetch(`${api}/users/totp/${action}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>
  return { ok: res.ok, data }
}

const errorOf = (a: Answer, fallback: string) =>
  (Array.isArray(a.data.errors) && (a.data.errors[0] as { message?: string })?.message) || fallback

const box = {
  display: 'grid',
  gap: '0.75rem',
  padding: '1rem',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 4,
  marginBottom: '1.5rem',
} as const

/**
 * The "two-step sign-in" part of a staff account's page. On one's own account: set up (QR code,
 * confirm with a code, recovery codes shown once) or turn off. On someone else's, for an admin:
 * the state and a reset for a lost device.
 */
export function TotpAccountField() {
  const { config } = useConfig()
  const api = `${config.serverURL ?? ''}${config.routes.api}`
  const { user, fetchFullUser } = useAuth()
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const t = totpText[asAdminLanguage(i18n.language)]
  const otherEnabled = useFormFields(([fields]) => fields.totpEnabled?.value === true)
  const [setup, setSetup] = useState<{ secret: string; qr: string } | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)

  if (!user || id == null) return null
  const own = String(user.id) === String(id)
  const me = user as typeof user & { totpEnabled?: boolean; totpRequired?: boolean }

  const run = async (
    action: string,
    body: Record<string, unknown>,
    then: (a: Answer) => void | Promise<void>,
  ) => {
    setBusy(true)
    setMessage('')
    try {
      const answer = await call(api, action, body)
      if (answer.ok) await then(answer)
      else setMessage(errorOf(answer, t.failed))
    } catch {
      setMessage(t.failed)
    } finally {
      setBusy(false)
    }
  }

  const note = <AdminError message={message} />

  if (!own) {
    return (
      <div className="field-type totp-account" style={box}>
        <strong>{i18n.language === 'en' ? 'Two-step sign-in' : '两步验证'}</strong>
        <p>{otherEnabled ? t.otherOn : t.otherOff}</p>
        {otherEnabled && (
          <div>
            <Button
              buttonStyle="secondary"
              disabled={busy}
              onClick={() => run('reset', { id }, () => setMessage(t.resetDone))}
            >
              {t.reset}
            </Button>
          </div>
        )}
        {note}
      </div>
    )
  }

  if (codes) {
    return (
      <div className="field-type totp-account" style={box}>
        <strong>{t.codesTitle}</strong>
        <p>{t.codesHelp}</p>
        <ul data-testid="totp-recovery-codes" style={{ fontFamily: 'monospace', columns: 2 }}>
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <div>
          <Button onClick={() => setCodes(null)}>{t.done}</Button>
        </div>
      </div>
    )
  }

  if (me.totpEnabled) {
    return (
      <div className="field-type totp-account" style={box}>
        <p data-testid="totp-state">{t.on}</p>
        {!me.totpRequired && (
          <details>
            <summary>{t.disableTitle}</summary>
            <label>
              {t.password}
              <input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </label>
            <label>
              {t.codeOrRecovery}
              <input autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
            </label>
            <Button
              buttonStyle="secondary"
              disabled={busy}
              onClick={() =>
                run('disable', { password, code }, async () => {
                  setPassword('')
                  setCode('')
                  await fetchFullUser()
                })
              }
            >
              {t.disable}
            </Button>
          </details>
        )}
        {note}
      </div>
    )
  }

  return (
    <div className="field-type totp-account" style={box}>
      {me.totpRequired && <p role="status">{t.mustSetUp}</p>}
      <p data-testid="totp-state">{t.off}</p>
      {!setup ? (
        <div>
          <Button
            disabled={busy}
            onClick={() =>
              run('setup', {}, (a) => setSetup({ secret: String(a.data.secret), qr: String(a.data.qr) }))
            }
          >
            {t.start}
          </Button>
        </div>
      ) : (
        <>
          <p>{t.scan}</p>
          <div style={{ width: 200, background: '#fff' }} dangerouslySetInnerHTML={{ __html: setup.qr }} />
          <code data-testid="totp-secret">{setup.secret}</code>
          <label>
            {t.code}{' '}
            <input
              name="totpCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </label>
          <div>
            <Button
              disabled={busy}
              onClick={() =>
                run('confirm', { code }, async (a) => {
                  setCodes(Array.isArray(a.data.recoveryCodes) ? (a.data.recoveryCodes as string[]) : [])
                  setSetup(null)
                  setCode('')
                  await fetchFullUser()
                })
              }
            >
              {t.confirm}
            </Button>
          </div>
        </>
      )}
      {note}
    </div>
  )
}
