import type { CollectionConfig } from 'payload'
import { currentPasswordField, requireCurrentPassword } from './password-current'
import { checkNewPassword, checkResetPassword } from './password-policy'
import { firstRegisterGuard, firstUserSetupEndpoint } from './first-user-setup'
import { totpEndpoints } from './totp-endpoints'
import { markPasswordReset, noSessionFromReset, requireSecondFactor, totpFields } from './totp-login'

/**
 * Staff credentials (issue 54 section 3) added to the users collection: password rules, the
 * current password for one's own changes, TOTP with recovery codes, and the setup link that
 * guards the first account's registration. Kept apart from Users.ts so the collection file stays
 * about accounts and roles.
 */
export function withStaffCredentials(users: CollectionConfig): CollectionConfig {
  const hooks = users.hooks ?? {}
  return {
    ...users,
    fields: [...users.fields, currentPasswordField, ...totpFields],
    endpoints: [
      ...totpEndpoints,
      firstUserSetupEndpoint,
      firstRegisterGuard,
      ...(Array.isArray(users.endpoints) ? users.endpoints : []),
    ],
    hooks: {
      ...hooks,
      beforeOperation: [...(hooks.beforeOperation ?? []), checkResetPassword, markPasswordReset],
      beforeChange: [requireCurrentPassword, checkNewPassword, ...(hooks.beforeChange ?? [])],
      beforeLogin: [...(hooks.beforeLogin ?? []), requireSecondFactor],
      afterOperation: [...(hooks.afterOperation ?? []), noSessionFromReset],
    },
  }
}
