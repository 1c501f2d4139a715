import { renderToStaticMarkup } from 'react-dom/server'
import type { I18nClient } from '@payloadcms/translations'
import { expect, it } from 'vitest'
import { EventValueCell } from './EventValueCell'

const cell = (cellData: unknown, field: string, language: string) =>
  renderToStaticMarkup(
    <EventValueCell cellData={cellData} rowData={{ field }} i18n={{ language } as I18nClient} />,
  )

it('shows a status change by the statuses’ names in the admin’s language', () => {
  expect(cell('contacted', 'status', 'zh')).toBe('<span>已联系</span>')
  expect(cell('won', 'status', 'en')).toBe('<span>Won</span>')
})

it('shows an owner as stored, and nothing for an empty value', () => {
  expect(cell('王芳', 'owner', 'zh')).toBe('<span>王芳</span>')
  // A name that happens to be a status code is still a name.
  expect(cell('new', 'owner', 'en')).toBe('<span>new</span>')
  expect(cell('', 'status', 'zh')).toBe('')
  expect(cell(null, 'status', 'zh')).toBe('')
})
