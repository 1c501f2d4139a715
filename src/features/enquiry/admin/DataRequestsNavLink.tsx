import type { I18nClient } from '@payloadcms/translations'
import type { Payload } from 'payload'
import { AdminNavLink } from './AdminNavLink'
import { hasRole } from '@/cms/access'
import { DATA_REQUESTS_PATH, dataRequestLabels } from './labels'
import { asAdminLanguage } from '@/cms/admin-language'

type Props = { i18n: I18nClient; payload: Payload; user?: { roles?: readonly string[] | null } | null }

/** The data-subject request screen in the admin navigation, for admins only. */
export function DataRequestsNavLink({ i18n, payload, user }: Props) {
  if (!hasRole(user, 'admin')) return null
  const t = dataRequestLabels[asAdminLanguage(i18n.language)]
  return (
    <AdminNavLink
      payload={payload}
      path={DATA_REQUESTS_PATH}
      id="nav-data-requests"
      group={t.group}
      title={t.title}
    />
  )
}
