import type { GlobalConfig } from 'payload'
import { editableGlobal } from '@/cms/globals/editable'
import { array, ltext, ltextarea, rowNames, text } from '@/cms/fields'
import { adminGroups } from '@/cms/admin-groups'

/** The database popularity series behind /technology/TrendChart. */
export const Trends: GlobalConfig = editableGlobal({
  slug: 'trends',
  label: { zh: '数据库流行度趋势', en: 'Database trends' },
  admin: { group: adminGroups.content },
  fields: [
    ltext('title', { zh: '标题', en: 'Title' }),
    ltextarea('description', { zh: '说明', en: 'Description' }),
    ltext('source', { zh: '数据说明', en: 'About the data' }),
    array(
      'series',
      { zh: '数据库', en: 'Databases' },
      [
        text('name', { zh: '数据库名称', en: 'Database' }, { required: true }),
        array(
          'points',
          { zh: '月度得分', en: 'Monthly scores' },
          [
            text('month', { zh: '月份（YYYY-MM）', en: 'Month (YYYY-MM)' }, { required: true }),
            { name: 'score', type: 'number', required: true, label: { zh: '得分', en: 'Score' } },
          ],
          rowNames(
            { zh: '得分', en: 'Score' },
            { zh: '月度得分', en: 'Monthly scores' },
            ['month', 'score'],
            {
              initCollapsed: true,
            },
          ),
        ),
      ],
      rowNames({ zh: '数据库', en: 'Database' }, { zh: '数据库', en: 'Databases' }, ['name']),
    ),
  ],
})
