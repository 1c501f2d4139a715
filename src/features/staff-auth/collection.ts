import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionConfig,
  type Field,
  type PayloadRequest,
} from 'payload'
import { staffAuthHooks, staffAuthSettings } from './hooks'
import { env } from '@/lib/env'
import {
  hasRole,
  hiddenUnlessAdmin,
  isAdmin,
  isAdminField,
  isAdminOrSelf,
  isAdminOrSelfField,
  staffReadable,
} from '@/cms/access'
import { withStaffCredentials } from './password-totp-config'
import { adminGroups } from '@/cms/admin-groups'
import { adminLanguage } from '@/cms/admin-language'

/** Admins other than the given account. */
async function otherAdmins(req: PayloadRequest, id: number | string): Promise<number> {
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [{ roles: { contains: 'admin' } }, { id: { not_equals: id } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

const lastAdminError = (req: PayloadRequest) =>
  new APIError(
    adminLanguage(req) === 'en'
      ? 'At least one admin must remain: make another staff user an admin first.'
      : '至少需要保留一名管理员：请先将其他员工设为管理员。',
    400,
    null,
    true,
  )

/**
 * No staff member can remove the admin role from the last admin: the site would have no one left
 * to manage staff. Scripts and tests (local API without a user) are trusted and not checked.
 */
const keepLastAdmin: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (!req.user || operation !== 'update' || !originalDoc || !Array.isArray(data.roles)) return data
  if (
    hasRole(originalDoc, 'admin') &&
    !hasRole(data, 'admin') &&
    (await otherAdmins(req, originalDoc.id)) === 0
  ) {
    throw lastAdminError(req)
  }
  return data
}

/** …nor delete the last admin account. */
const keepLastAdminOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (!req.user) return
  const doc = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req })
  if (hasRole(doc, 'admin') && (await otherAdmins(req, id)) === 0) throw lastAdminError(req)
}

/**
 * Sales staff read their colleagues' accounts (cms/access staffReadable) only to pick an enquiry's
 * owner: a colleague's name and e-mail, nothing else (roles, second factor, sessions are Payload's
 * own self-only rule). Hidden fields are never returned anyway.
 */
function colleaguesSeeNameAndEmail(users: CollectionConfig): CollectionConfig {
  const ownOnly = (field: Field): Field =>
    field.type === 'ui' || !('name' in field) || field.name === 'name' || ('hidden' in field && field.hidden)
      ? field
      : ({ ...field, access: { ...field.access, read: isAdminOrSelfField } } as Field)
  return { ...users, fields: users.fields.map(ownOnly) }
}

/**
 * Staff accounts. Never readable or writable anonymously through any API. Only admins create
 * accounts or change roles; everyone else edits only their own account (name, password, admin
 * language) and sees only it, but sales staff also see their colleagues' names (above).
 */
export const Users: CollectionConfig = colleaguesSeeNameAndEmail(
  withStaffCredentials({
    slug: 'users',
    labels: { singular: { zh: '员工', en: 'Staff user' }, plural: { zh: '员工账号', en: 'Staff users' } },
    auth: {
      // Sign-in throttle and password-reset mail: src/features/staff-auth.
      ...staffAuthSettings,
      tokenExpiration: 8 * 60 * 60,
      // The session cookie never travels over plain http when the site is served over https.
      cookies: { secure: env().SITE_PROTOCOL === 'https', sameSite: 'Lax' },
    },
    admin: {
      useAsTitle: 'email',
      group: adminGroups.system,
      defaultColumns: ['email', 'name', 'roles', 'updatedAt'],
      listSearchableFields: ['email', 'name'],
      // Others reach their own account through the account menu (/admin/account).
      hidden: hiddenUnlessAdmin,
    },
    access: {
      read: staffReadable,
      create: isAdmin,
      update: isAdminOrSelf,
      delete: isAdmin,
      unlock: isAdmin,
    },
    hooks: { ...staffAuthHooks, beforeChange: [keepLastAdmin], beforeDelete: [keepLastAdminOnDelete] },
    fields: [
      { name: 'name', type: 'text', label: { zh: '姓名', en: 'Name' } },
      {
        name: 'roles',
        type: 'select',
        hasMany: true,
        defaultValue: ['admin'],
        required: true,
        label: { zh: '角色', en: 'Roles' },
        // Only an admin grants or withdraws roles, so nobody can promote themselves.
        access: { create: isAdminField, update: isAdminField },
        options: [
          { value: 'admin', label: { zh: '管理员', en: 'Admin' } },
          { value: 'editor', label: { zh: '编辑', en: 'Editor' } },
          { value: 'sales', label: { zh: '销售', en: 'Sales' } },
        ],
      },
    ],
  }),
)
