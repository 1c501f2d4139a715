import { env } from '../../lib/env'

type StaffUser = { roles?: readonly string[] | null; totpEnabled?: boolean | null } | null | undefined

/**
 * STAFF_TOTP_REQUIRED_FOR_ADMINS: an admin without a second factor keeps no admin rights until
 * they turn it on; the admin sends them to their account page to set it up (totp-setup-redirect).
 */
export function mustSetUpTotp(user: StaffUser): boolean {
  if (!user || !env().STAFF_TOTP_REQUIRED_FOR_ADMINS || user.totpEnabled) return false
  const roles: unknown = user.roles
  return Array.isArray(roles) && roles.includes('admin')
}

/** Whether the rule is on, for the admin's client components (read through the config). */
export const totpRequiredForAdmins = (): boolean => env().STAFF_TOTP_REQUIRED_FOR_ADMINS
