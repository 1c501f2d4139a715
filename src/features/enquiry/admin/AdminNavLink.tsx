import { Link, NavGroup } from '@payloadcms/ui'
import type { Payload } from 'payload'
import { formatAdminURL } from 'payload/shared'

/** A screen of the enquiry's own in the admin navigation: a group with one link. */
export function AdminNavLink({
  payload,
  path,
  id,
  group,
  title,
}: {
  payload: Payload
  path: `/${string}`
  id: string
  group: string
  title: string
}) {
  const href = formatAdminURL({ adminRoute: payload.config.routes.admin, path })
  return (
    <NavGroup label={group}>
      <Link className="nav__link" href={href} id={id} prefetch={false}>
        <span className="nav__link-label">{title}</span>
      </Link>
    </NavGroup>
  )
}
