import { Link, NavGroup } from '@payloadcms/ui'
import type { I18nClient } from '@payloadcms/translations'
import type { Payload } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { actsAs } from '@/cms/access'
import { labelLanguage } from '../admin/labels'
import { dashboardLabels, LEADS_PATH } from './labels'

type Props = { i18n: I18nClient; payload: Payload; user?: { roles?: readonly string[] | null } | null }

/** The leads dashboard at the top of the admin navigation, for sales staff and admins. */
export function LeadsNavLink({ i18n, payload, user }: Props) {
  if (!actsAs(user, 'admin', 'sales')) return null
  const t = dashboardLabels[labelLanguage(i18n.language)]
  const href = formatAdminURL({ adminRoute: payload.config.routes.admin, path: LEADS_PATH })
  return (
    <NavGroup label={t.group}>
      <Link className="nav__link" href={href} id="nav-leads" prefetch={false}>
        <span className="nav__link-label">{t.title}</span>
      </Link>
    </NavGroup>
  )
}
