import type { GlobalConfig } from 'payload'
import { anyone, authenticated } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'
import { ltext, ltextarea } from '../fields'

/** /about/company and /about/ContactUs: introduction, history, figures and offices. */
export const Company: GlobalConfig = {
  slug: 'company',
  label: { zh: '公司信息', en: 'Company' },
  admin: { group: { zh: '关于我们', en: 'About' } },
  access: { read: anyone, update: authenticated },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    ltext('headline', { zh: '标题', en: 'Headline' }),
    {
      name: 'introduction',
      type: 'richText',
      localized: true,
      label: { zh: '公司介绍', en: 'Introduction' },
    },
    {
      name: 'figures',
      type: 'array',
      localized: true,
      label: { zh: '关键数字', en: 'Key figures' },
      fields: [
        { name: 'value', type: 'text', required: true },
        { name: 'label', type: 'text', required: true },
      ],
    },
    {
      name: 'history',
      type: 'array',
      localized: true,
      label: { zh: '发展历程', en: 'History' },
      fields: [
        { name: 'year', type: 'text', required: true },
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
      ],
    },
    {
      name: 'offices',
      type: 'array',
      label: { zh: '办公地点', en: 'Offices' },
      fields: [
        ltext('city', { zh: '城市', en: 'City' }, true),
        ltextarea('address', { zh: '地址', en: 'Address' }),
        { name: 'phone', type: 'text', label: { zh: '电话', en: 'Phone' } },
        { name: 'email', type: 'text', label: { zh: '邮箱', en: 'E-mail' } },
      ],
    },
  ],
}
