'use client'
import { Button } from '@payloadcms/ui'
import { useState, type FormEvent } from 'react'
import type { Enquiry } from '@/cms/payload-types'
import { AdminError, AdminField } from '@/components/admin/fields'
import { dataRequestLabels, type DataRequestLabelLanguage } from './labels'

type Props = { language: DataRequestLabelLanguage; apiRoute: string }
type Found = { email: string; docs: Enquiry[] }

/** Failure text: the endpoint's own message (already in the admin's language), else a general one. */
async function failure(response: Response, fallback: string): Promise<string> {
  const body = (await response.json().catch(() => null)) as { errors?: Array<{ message?: string }> } | null
  return body?.errors?.[0]?.message ?? fallback
}

/** The search form, the matching enquiries, and export / delete (with a confirmation step). */
export function DataRequestsClient({ language, apiRoute }: Props) {
  const t = dataRequestLabels[language]
  const [email, setEmail] = useState('')
  const [found, setFound] = useState<Found | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)

  const call = (action: 'find' | 'export' | 'delete', body: Record<string, string>) =>
    fetch(`${apiRoute}/enquiries/data-request/${action}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })

  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    setError(null)
    try {
      await work()
    } catch {
      setError(t.failed)
    } finally {
      setBusy(false)
    }
  }

  const find = (event: FormEvent) => {
    event.preventDefault()
    setNotice(null)
    setConfirming(false)
    void run(async () => {
      const response = await call('find', { email })
      if (!response.ok) {
        setFound(null)
        setError(await failure(response, t.failed))
        return
      }
      setFound((await response.json()) as Found)
    })
  }

  const download = (format: 'json' | 'csv') =>
    run(async () => {
      if (!found) return
      const response = await call('export', { email: found.email, format })
      if (!response.ok) {
        setError(await failure(response, t.failed))
        return
      }
      const name =
        /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
        `data-request.${format}`
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = name
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
    })

  const remove = () =>
    run(async () => {
      if (!found) return
      const response = await call('delete', { email: found.email })
      if (!response.ok) {
        setError(await failure(response, t.failed))
        return
      }
      const { deleted } = (await response.json()) as { deleted: number }
      setConfirming(false)
      setFound({ email: found.email, docs: [] })
      setNotice(t.deleted(deleted))
    })

  const count = found?.docs.length ?? 0
  return (
    <div className="data-requests" style={{ display: 'grid', gap: 'var(--base)', maxWidth: '60rem' }}>
      <form onSubmit={find} style={{ display: 'flex', gap: 'var(--base)', alignItems: 'flex-end' }}>
        <AdminField
          id="data-request-email"
          label={t.email}
          style={{ flex: 1, marginBottom: 0 }}
          name="email"
          type="text"
          inputMode="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" disabled={busy} margin={false}>
          {t.find}
        </Button>
      </form>

      <AdminError message={error} />
      {notice && <p role="status">{notice}</p>}

      {found && (
        <section aria-label={t.title}>
          <p role="status">{t.found(count)}</p>
          {count > 0 && (
            <>
              <div className="table">
                <table>
                  <thead>
                    <tr>
                      <th>{t.columns.createdAt}</th>
                      <th>{t.columns.username}</th>
                      <th>{t.columns.company}</th>
                      <th>{t.columns.product}</th>
                      <th>{t.columns.site}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {found.docs.map((e) => (
                      <tr key={e.id} data-enquiry-id={e.id}>
                        <td>{new Date(e.createdAt).toLocaleString(language === 'zh' ? 'zh-CN' : 'en-GB')}</td>
                        <td>{e.username}</td>
                        <td>{e.company}</td>
                        <td>{e.product}</td>
                        <td>{e.locale}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div style={{ display: 'flex', gap: 'var(--base)', flexWrap: 'wrap' }}>
                <Button buttonStyle="secondary" disabled={busy} onClick={() => void download('json')}>
                  {t.exportJson}
                </Button>
                <Button buttonStyle="secondary" disabled={busy} onClick={() => void download('csv')}>
                  {t.exportCsv}
                </Button>
                {!confirming && (
                  <Button buttonStyle="error" disabled={busy} onClick={() => setConfirming(true)}>
                    {t.delete(count)}
                  </Button>
                )}
              </div>
              {confirming && (
                <div role="alertdialog" aria-label={t.confirmDelete}>
                  <p>{t.confirm(count, found.email)}</p>
                  <div style={{ display: 'flex', gap: 'var(--base)' }}>
                    <Button buttonStyle="error" disabled={busy} onClick={() => void remove()}>
                      {t.confirmDelete}
                    </Button>
                    <Button buttonStyle="secondary" disabled={busy} onClick={() => setConfirming(false)}>
                      {t.cancel}
                    </Button>
                  </div>
                </div>
              )}
            </>
          )}
        </section>
      )}
    </div>
  )
}
