import { Link, NavGroup } from '@payloadcms/ui'
import type { I18nClient } from '@payloadcms/translations'
import type { Payload } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { hasRole } from '@/cms/access'
import { DATA_REQUESTS_PATH, dataRequestLabels, labelLanguage } from './labels'

type Props = { i18n: I18nClient; payload: Payload; user?: { roles?: readonly string[] | null } | null }

/** The data-subject request screen in the admin navigation, for admins only. */
export function DataRequestsNavLink({ i18n, payload, user }: Props) {
  if (!hasRole(user, 'admin')) return null
  const t = dataRequestLabels[labelLanguage(i18n.language)]
  const href = formatAdminURL({ adminRoute: payload.config.routes.admin, path: DATA_REQUESTS_PATH })
  return (
    <NavGroup label={t.group}>
      <Link className="nav__link" href={href} id="nav-data-requests" prefetch={false}>
        <span className="nav__link-label">{t.title}</span>
      </Link>
    </NavGroup>
  )
}
