import type { GlobalConfig } from 'payload'
import { editableGlobal } from '@/cms/globals/editable'
import { array, figures, imageInThisLanguage, ltext, ltextarea, rowNames, text, upload } from '@/cms/fields'
import { adminGroups } from '@/cms/admin-groups'

/**
 * /about/company and /about/ContactUs: introduction, history, figures and offices; and the customer
 * logo wall of the home page and /customer.
 */
export const Company: GlobalConfig = editableGlobal({
  slug: 'company',
  label: { zh: '公司信息', en: 'Company' },
  admin: { group: adminGroups.about },
  fields: [
    ltext('headline', { zh: '标题', en: 'Headline' }),
    {
      name: 'introduction',
      type: 'richText',
      localized: true,
      label: { zh: '公司介绍', en: 'Introduction' },
    },
    figures,
    {
      name: 'history',
      type: 'array',
      localized: true,
      label: { zh: '发展历程', en: 'History' },
      ...rowNames({ zh: '大事记', en: 'Milestone' }, { zh: '发展历程', en: 'History' }, ['year', 'title']),
      fields: [
        text('year', { zh: '年份', en: 'Year' }, { required: true }),
        text('title', { zh: '标题', en: 'Title' }, { required: true }),
        { name: 'text', type: 'textarea', label: { zh: '说明', en: 'Text' } },
      ],
    },
    array(
      'offices',
      { zh: '办公地点', en: 'Offices' },
      [
        ltext('city', { zh: '城市', en: 'City' }, true),
        ltextarea('address', { zh: '地址', en: 'Address' }),
        text('phone', { zh: '电话', en: 'Phone' }),
        text('email', { zh: '邮箱', en: 'E-mail' }),
      ],
      rowNames({ zh: '办公地点', en: 'Office' }, { zh: '办公地点', en: 'Offices' }, ['city']),
    ),
    {
      name: 'customers',
      type: 'array',
      label: { zh: '客户标识墙', en: 'Customer logo wall' },
      ...rowNames({ zh: '客户', en: 'Customer' }, { zh: '客户', en: 'Customers' }, ['name'], {
        description: {
          zh: '首页与“客户概况”页展示的客户标识，仅放已获授权公开的客户。',
          en: 'Customer logos shown on the home page and /customer; only customers who agreed to be named.',
        },
      }),
      fields: [
        ltext('name', { zh: '客户名称', en: 'Customer name' }, true),
        ltext('sector', { zh: '行业', en: 'Sector' }),
        upload('logo', { zh: '标识', en: 'Logo' }, { required: true }),
        // A logo carries the name in a language: the English host can show the English one.
        imageInThisLanguage('localizedLogo', { zh: '本语言的标识', en: 'Logo in this language' }),
      ],
    },
  ],
})
