import type { GlobalConfig } from 'payload'
import { editableGlobal } from './editable'
import { ltext, ltextarea, text, upload } from '../fields'
import { urlField } from '../fields/url'
import { adminGroups } from '@/cms/admin-groups'

/**
 * Site-wide facts staff may change: brand, blurb, recruiting and enquiry addresses, the help
 * centre. The menus, the sales phone and e-mail, social links and the ICP filing are in the
 * `header` and `footer` globals. Enquiry recipients are staff-only (field access), so the public
 * read never exposes them.
 */
export const SiteSettings: GlobalConfig = editableGlobal({
  slug: 'site-settings',
  label: { zh: '站点设置', en: 'Site settings' },
  admin: { group: adminGroups.system },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { zh: '品牌', en: 'Brand' },
          fields: [
            ltext('brandName', { zh: '品牌名称', en: 'Brand name' }, true),
            ltextarea('companyBlurb', { zh: '公司简介（页脚）', en: 'Company blurb (footer)' }),
            upload('logo', { zh: '标志', en: 'Logo' }),
            ltext('shareTitle', { zh: '默认分享标题', en: 'Default share title' }),
            upload('shareImage', { zh: '默认分享图片', en: 'Default share image' }),
          ],
        },
        {
          label: { zh: '联系方式', en: 'Contact' },
          fields: [
            {
              name: 'recruitingEmail',
              type: 'email',
              localized: true,
              label: { zh: '招聘邮箱（各语言）', en: 'Recruiting e-mail (per language)' },
              admin: {
                description: {
                  zh: '招聘页每个职位的“投递简历”链接发往此邮箱',
                  en: 'Where the “Apply” link of each opening on the jobs page writes to',
                },
              },
            },
            {
              name: 'enquiryRecipients',
              type: 'group',
              label: { zh: '咨询邮件收件人', en: 'Enquiry recipients' },
              access: { read: ({ req }) => Boolean(req.user) },
              fields: [
                text('zh', { zh: '中文站（逗号分隔）', en: 'Chinese site (comma-separated)' }),
                text('en', { zh: '英文站（逗号分隔）', en: 'English site (comma-separated)' }),
              ],
            },
          ],
        },
        {
          label: { zh: '链接', en: 'Links' },
          fields: [urlField('helpCenterUrl', { zh: '帮助中心地址', en: 'Help centre URL' })],
        },
      ],
    },
  ],
})
