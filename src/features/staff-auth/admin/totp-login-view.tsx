import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { getSafeRedirect } from 'payload/shared'
import { AdminLogo } from '@/components/admin/brand'
import { TotpLoginForm } from './totp-login-form'
import { adminLanguage } from '@/cms/admin-language'

/**
 * The admin's sign-in, in place of Payload's: e-mail and password, then, for an account with
 * TOTP on, its code in the same request (the server gives no session before the code is right).
 */
export function TotpLoginView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const { routes } = req.payload.config
  const raw = searchParams?.redirect
  const target = getSafeRedirect({ fallbackTo: routes.admin, redirectTo: typeof raw === 'string' ? raw : '' })
  if (req.user) redirect(target)
  return (
    <>
      <div className="login__brand">
        <AdminLogo payload={req.payload} i18n={req.i18n} />
      </div>
      <TotpLoginForm
        api={routes.api}
        forgot={`${routes.admin}/forgot`}
        language={adminLanguage(req)}
        target={target}
      />
    </>
  )
}
