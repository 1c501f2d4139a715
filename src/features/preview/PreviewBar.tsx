import { getTranslations } from 'next-intl/server'
import { RefreshOnSave } from './RefreshOnSave'

/** Shown to staff only, during a live preview: says drafts are visible here and keeps the page fresh. */
export async function PreviewBar({ adminOrigin }: { adminOrigin: string }) {
  const t = await getTranslations('preview')
  return (
    <>
      <RefreshOnSave adminOrigin={adminOrigin} />
      {/* One line of a fixed height: the fixed site header moves down by it (globals.css). */}
      <p
        role="status"
        data-preview-bar
        className="sticky top-0 z-[60] h-8 truncate bg-amber-100 px-4 text-center text-sm leading-8 font-medium text-amber-900"
      >
        {t('notice')}
      </p>
    </>
  )
}
