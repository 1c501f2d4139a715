import type { I18nClient } from '@payloadcms/translations'
import { formatFileSize } from '../file-size'

/** The media list's size column as people read it ("2.4 MB"); Payload's own cell shows the bytes. */
export function FileSizeCell({ cellData, i18n }: { cellData?: unknown; i18n: I18nClient }) {
  return typeof cellData === 'number' ? <span>{formatFileSize(cellData, i18n.language)}</span> : null
}
