import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { hasRole } from '@/cms/access'
import { env } from '@/lib/env'
import { DataRequestsClient } from './DataRequestsClient'
import { DATA_REQUESTS_PATH, dataRequestLabels, labelLanguage } from './labels'

/**
 * /admin/data-requests: an admin finds one address's enquiries, exports or deletes them. Payload
 * renders custom root views without its sign-in check or layout, so both are done here. Other
 * staff see why the screen is not for them; the endpoints refuse them regardless.
 */
export function DataRequestsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const { routes } = req.payload.config
  if (!req.user) {
    const here = formatAdminURL({ adminRoute: routes.admin, path: DATA_REQUESTS_PATH })
    redirect(
      `${formatAdminURL({ adminRoute: routes.admin, path: '/login' })}?redirect=${encodeURIComponent(here)}`,
    )
  }
  const language = labelLanguage(req.i18n.language)
  const t = dataRequestLabels[language]
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 style={{ margin: 'calc(var(--base) * 2) 0 var(--base)' }}>{t.title}</h1>
        {hasRole(req.user, 'admin') ? (
          <>
            <p>{t.intro}</p>
            <p>{t.retention(env().ENQUIRY_RETENTION_DAYS)}</p>
            <DataRequestsClient language={language} apiRoute={routes.api} />
          </>
        ) : (
          <p role="alert">{t.adminsOnly}</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
