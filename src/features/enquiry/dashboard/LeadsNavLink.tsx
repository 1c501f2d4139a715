import type { I18nClient } from '@payloadcms/translations'
import type { Payload } from 'payload'
import { AdminNavLink } from '../admin/AdminNavLink'
import { actsAs } from '@/cms/access'
import { dashboardLabels, LEADS_PATH } from './labels'
import { asAdminLanguage } from '@/cms/admin-language'

type Props = { i18n: I18nClient; payload: Payload; user?: { roles?: readonly string[] | null } | null }

/** The leads dashboard at the top of the admin navigation, for sales staff and admins. */
export function LeadsNavLink({ i18n, payload, user }: Props) {
  if (!actsAs(user, 'admin', 'sales')) return null
  const t = dashboardLabels[asAdminLanguage(i18n.language)]
  return <AdminNavLink payload={payload} path={LEADS_PATH} id="nav-leads" group={t.group} title={t.title} />
}
