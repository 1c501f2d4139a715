import type { Access, FieldAccess } from 'payload'

/**
 * Access rules as small named functions, reused by every collection. Visitors are anonymous:
 * they read published content only; staff sessions (a `user`) see drafts and edit.
 */
export const anyone: Access = () => true

export const authenticated: Access = ({ req }) => Boolean(req.user)

export const authenticatedField: FieldAccess = ({ req }) => Boolean(req.user)

/** Staff read everything; visitors only documents whose draft status is published. */
export const authenticatedOrPublished: Access = ({ req }) =>
  req.user ? true : { _status: { equals: 'published' } }

export const nobody: Access = () => false

export const isAdmin: Access = ({ req }) => Boolean(req.user?.roles?.includes('admin'))
