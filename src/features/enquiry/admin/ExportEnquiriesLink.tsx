'use client'
import { Button, useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { asAdminLanguage } from '@/cms/admin-language'

const labels = {
  zh: {
    all: '导出全部咨询（CSV）',
    filtered: '导出筛选结果（CSV）',
    hint: '含投递状态、负责人、跟进记录与来源，可用 Excel 打开。',
  },
  en: {
    all: 'Export all enquiries (CSV)',
    filtered: 'Export the filtered enquiries (CSV)',
    hint: 'With delivery status, owner, notes and source; opens in Excel.',
  },
}

/**
 * Above the enquiries list (sales staff and admins, the only ones who see it): the CSV export of
 * GET /api/enquiries/export as a button, carrying the list's filter and search as they stand.
 */
export function ExportEnquiriesLink() {
  const { i18n } = useTranslation()
  const t = labels[asAdminLanguage(i18n.language)]
  const list = useSearchParams()
  const filter = new URLSearchParams(
    [...list.entries()].filter(
      ([key, value]) => key.startsWith('where[') || (key === 'search' && value.trim()),
    ),
  )
  const query = filter.toString()
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--base)', marginBottom: 'var(--base)' }}>
      <Button
        el="anchor"
        url={`/api/enquiries/export${query ? `?${query}` : ''}`}
        // A download, not a navigation: the list's own URL update right after it loads would
        // cancel a navigation started by an early click.
        extraButtonProps={{ download: '' }}
        buttonStyle="secondary"
        size="small"
        margin={false}
      >
        {query ? t.filtered : t.all}
      </Button>
      <span style={{ color: 'var(--theme-elevation-500)' }}>{t.hint}</span>
    </div>
  )
}
