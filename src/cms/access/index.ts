import type { Access, ClientUser, FieldAccess } from 'payload'
import { mustSetUpTotp } from '../../features/staff-auth/totp-policy'

/**
 * Access rules as small named functions, reused by every collection and global. Visitors are
 * anonymous: they read published content only. Staff have roles (users.roles, docs/content-model.md):
 * admin — everything, including staff accounts; editor — all content, media and redirects;
 * sales — enquiries (read, export, follow up: status, owner, notes), no content writes.
 */
export type Role = 'admin' | 'editor' | 'sales'

type MaybeUser = ClientUser | { roles?: readonly string[] | null } | null | undefined

/** True when the user holds one of the roles. Also used outside access rules (the CSV export). */
export function hasRole(user: MaybeUser, ...roles: Role[]): boolean {
  const held: unknown = user?.roles
  return Array.isArray(held) && held.some((r) => (roles as string[]).includes(r))
}

/**
 * The roles a signed-in user acts with. An admin who must set up TOTP first
 * (STAFF_TOTP_REQUIRED_FOR_ADMINS) acts with none until it is on: only their own account.
 */
const acting = (user: MaybeUser): MaybeUser =>
  mustSetUpTotp(user as Parameters<typeof mustSetUpTotp>[0]) ? null : user

/** hasRole for the signed-in user of a request (endpoints, views): the roles they act with now. */
export const actsAs = (user: MaybeUser, ...roles: Role[]): boolean => hasRole(acting(user), ...roles)

const role =
  (...roles: Role[]): Access =>
  ({ req }) =>
    hasRole(acting(req.user), ...roles)

const roleField =
  (...roles: Role[]): FieldAccess =>
  ({ req }) =>
    hasRole(acting(req.user), ...roles)

export const anyone: Access = () => true

export const nobody: Access = () => false

export const isAdmin: Access = role('admin')
export const isAdminField: FieldAccess = roleField('admin')

/** Admins and editors: writes content, media, globals and redirects. */
export const isEditor: Access = role('admin', 'editor')

/** Admins and sales: read, export and follow up enquiries. */
export const isSales: Access = role('admin', 'sales')

/**
 * Content reads: editors (and admins) see drafts; visitors and sales staff, who write no content,
 * see what the public site shows.
 */
export const editorOrPublished: Access = ({ req }) =>
  hasRole(acting(req.user), 'admin', 'editor') ? true : { _status: { equals: 'published' } }

/** Admins read and change every staff account; everyone else only their own. */
export const isAdminOrSelf: Access = ({ req }) => {
  if (hasRole(acting(req.user), 'admin')) return true
  return req.user ? { id: { equals: req.user.id } } : false
}

/**
 * Staff accounts as a reader sees them: admins all; sales staff also their colleagues who take
 * enquiries (sales staff and admins), to pick an enquiry's owner, with the fields limited by
 * isAdminOrSelfField; everyone else only their own.
 */
export const staffReadable: Access = ({ req }) => {
  const user = acting(req.user)
  if (hasRole(user, 'admin')) return true
  if (!req.user) return false
  const self = { id: { equals: req.user.id } }
  return hasRole(user, 'sales') ? { or: [self, { roles: { in: ['sales', 'admin'] } }] } : self
}

/** A staff account's field that only admins and the account's owner read (not a colleague). */
export const isAdminOrSelfField: FieldAccess = ({ req, doc, id }) =>
  hasRole(acting(req.user), 'admin') ||
  (req.user != null && String((doc as { id?: unknown } | undefined)?.id ?? id) === String(req.user.id))

/** Admin navigation: hide what a signed-in role cannot use (the API rules above still decide). */
export const hiddenUnlessEditor = ({ user }: { user: MaybeUser }) => !hasRole(user, 'admin', 'editor')
export const hiddenUnlessSales = ({ user }: { user: MaybeUser }) => !hasRole(user, 'admin', 'sales')
export const hiddenUnlessAdmin = ({ user }: { user: MaybeUser }) => !hasRole(user, 'admin')
