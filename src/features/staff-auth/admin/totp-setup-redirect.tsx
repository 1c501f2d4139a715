'use client'
import { useAuth, useConfig } from '@payloadcms/ui'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, type ReactNode } from 'react'

/**
 * An admin who must turn on TOTP (STAFF_TOTP_REQUIRED_FOR_ADMINS) is sent to their account page
 * to set it up; the access rules give them nothing else meanwhile.
 */
export function TotpSetupRedirect({ children }: { children?: ReactNode }) {
  const { user } = useAuth()
  const { config } = useConfig()
  const pathname = usePathname()
  const router = useRouter()
  const me = user as (typeof user & { totpEnabled?: boolean; totpRequired?: boolean }) | null
  const account = `${config.routes.admin}/account`
  const pending = Boolean(me?.totpRequired && !me.totpEnabled)
  const allowed = pathname === account || pathname.startsWith(`${config.routes.admin}/logout`)
  useEffect(() => {
    if (pending && !allowed) router.replace(account)
  }, [pending, allowed, account, router])
  return <>{children}</>
}
