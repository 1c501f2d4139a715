import { Button } from '@payloadcms/ui'
import type { I18nClient } from '@payloadcms/translations'
import { asAdminLanguage } from '@/cms/admin-language'

const labels = {
  zh: { export: '导出全部咨询（CSV）', hint: '含投递状态与处理标记，可用 Excel 打开。' },
  en: {
    export: 'Export all enquiries (CSV)',
    hint: 'With delivery status and follow-up status; opens in Excel.',
  },
}

/**
 * Above the enquiries list (sales staff and admins, the only ones who see it): the CSV export of
 * GET /api/enquiries/export as a button. It was a path written in the list's description.
 */
export function ExportEnquiriesLink({ i18n }: { i18n: I18nClient }) {
  const t = labels[asAdminLanguage(i18n.language)]
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--base)', marginBottom: 'var(--base)' }}>
      <Button el="anchor" url="/api/enquiries/export" buttonStyle="secondary" size="small" margin={false}>
        {t.export}
      </Button>
      <span style={{ color: 'var(--theme-elevation-500)' }}>{t.hint}</span>
    </div>
  )
}
