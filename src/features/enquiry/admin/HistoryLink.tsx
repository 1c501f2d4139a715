import type { I18nClient } from '@payloadcms/translations'
import type { Payload, TypedUser } from 'payload'
import { asAdminLanguage } from '@/cms/admin-language'

const labels = {
  zh: { title: '跟进历史', none: '尚无状态或负责人变更。', open: (n: number) => `查看 ${n} 条变更` },
  en: {
    title: 'Follow-up history',
    none: 'No change of status or owner yet.',
    open: (n: number) => `See ${n} change${n === 1 ? '' : 's'}`,
  },
}

/**
 * In an enquiry's sidebar: how many changes of status and owner it has had, linking to them in
 * the follow-up history, filtered to this enquiry (the history is its own list, read-only).
 */
export async function HistoryLink({
  id,
  payload,
  user,
  i18n,
}: {
  id?: number | string
  payload: Payload
  user?: TypedUser | null
  i18n: I18nClient
}) {
  if (id === undefined || id === null || !user) return null
  const t = labels[asAdminLanguage(i18n.language)]
  const { totalDocs } = await payload.count({
    collection: 'enquiry-events',
    where: { enquiry: { equals: id } },
    user,
    overrideAccess: false,
  })
  const href = `/admin/collections/enquiry-events?where[or][0][and][0][enquiry][equals]=${encodeURIComponent(String(id))}`
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <p className="field-label">{t.title}</p>
      {totalDocs === 0 ? <p>{t.none}</p> : <a href={href}>{t.open(totalDocs)}</a>}
    </div>
  )
}
