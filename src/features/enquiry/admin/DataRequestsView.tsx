import type { AdminViewServerProps } from 'payload'
import { hasRole } from '@/cms/access'
import { env } from '@/lib/env'
import { AdminScreen } from './AdminScreen'
import { DataRequestsClient } from './DataRequestsClient'
import { DATA_REQUESTS_PATH, dataRequestLabels } from './labels'

/**
 * /admin/data-requests: an admin finds one address's enquiries, exports or deletes them. Other
 * staff see why the screen is not for them; the endpoints refuse them regardless.
 */
export function DataRequestsView(props: AdminViewServerProps) {
  return (
    <AdminScreen
      {...props}
      path={DATA_REQUESTS_PATH}
      screen={(req, language) => {
        const t = dataRequestLabels[language]
        return {
          title: t.title,
          allowed: hasRole(req.user, 'admin'),
          refusal: t.adminsOnly,
          body: () => (
            <>
              <p>{t.intro}</p>
              <p>{t.retention(env().ENQUIRY_RETENTION_DAYS)}</p>
              <DataRequestsClient language={language} apiRoute={req.payload.config.routes.api} />
            </>
          ),
        }
      }}
    />
  )
}
