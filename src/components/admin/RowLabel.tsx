'use client'
import { useRowLabel, useTranslation } from '@payloadcms/ui'
import type { Label } from '@/cms/fields'

const MAX = 80

/**
 * An array row named by its own words (a menu item's name, "2015 · 公司成立") instead of "菜单项 03",
 * which says nothing until the row is opened; numbered, as Payload names it, while they are empty.
 */
export function RowLabel({ singular, fields }: { singular: Label; fields: string[] }) {
  const { data, rowNumber = 0 } = useRowLabel<Record<string, unknown>>()
  const { i18n } = useTranslation()
  const words = fields
    .map((name) => data?.[name])
    .filter((v): v is string | number => (typeof v === 'string' && v.trim() !== '') || typeof v === 'number')
    .map((v) => String(v).trim())
    .join(' · ')
  const numbered = `${i18n.language === 'zh' ? singular.zh : singular.en} ${String(rowNumber + 1).padStart(2, '0')}`
  const text = words.length > MAX ? `${words.slice(0, MAX - 1)}…` : words
  return (
    <span className="row-label" style={{ pointerEvents: 'none' }}>
      {text || numbered}
    </span>
  )
}
