import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps, PayloadRequest } from 'payload'
import { formatAdminURL } from 'payload/shared'
import type { ReactNode } from 'react'
import { asAdminLanguage } from '@/cms/admin-language'

type Screen = {
  title: string
  /** Whether the signed-in user's roles may use the screen; otherwise `refusal` is shown. */
  allowed: boolean
  refusal: string
  body: () => ReactNode
}

/**
 * A custom root screen of the enquiry's in the admin (the data requests, the leads dashboard).
 * Payload renders custom root views without its sign-in check or layout, so both are done here;
 * a signed-in user whose roles do not fit sees why the screen is not for them, and nothing else.
 */
export function AdminScreen({
  initPageResult,
  params,
  searchParams,
  path,
  screen,
}: Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & {
  path: `/${string}`
  screen: (req: PayloadRequest, language: 'zh' | 'en') => Screen
}) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const { routes } = req.payload.config
  if (!req.user) {
    const here = formatAdminURL({ adminRoute: routes.admin, path })
    redirect(
      `${formatAdminURL({ adminRoute: routes.admin, path: '/login' })}?redirect=${encodeURIComponent(here)}`,
    )
  }
  const { title, allowed, refusal, body } = screen(req, asAdminLanguage(req.i18n.language))
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
        <h1 style={{ margin: 'calc(var(--base) * 2) 0 var(--base)' }}>{title}</h1>
        {allowed ? body() : <p role="alert">{refusal}</p>}
      </Gutter>
    </DefaultTemplate>
  )
}
