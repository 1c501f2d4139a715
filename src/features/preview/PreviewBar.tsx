import { getTranslations } from 'next-intl/server'
import { RefreshOnSave } from './RefreshOnSave'

/** Shown to staff only, during a live preview: says drafts are visible here and keeps the page fresh. */
export async function PreviewBar({ adminOrigin }: { adminOrigin: string }) {
  const t = await getTranslations('preview')
  return (
    <>
      <RefreshOnSave adminOrigin={adminOrigin} />
      <p
        role="status"
        className="sticky top-0 z-[60] bg-amber-100 px-4 py-1.5 text-center text-sm font-medium text-amber-900"
      >
        {t('notice')}
      </p>
    </>
  )
}
