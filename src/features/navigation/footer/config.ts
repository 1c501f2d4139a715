import type { GlobalConfig, TextFieldSingleValidation } from 'payload'
import { array, labelField, ltext, rowNames, select, text, upload } from '@/cms/fields'
import { generatedField, linkField, validateLink } from '@/cms/fields/link'
import { editableGlobal } from '@/cms/globals/editable'
import { adminGroups } from '@/cms/admin-groups'
import { adminLanguage } from '@/cms/admin-language'

/** The social icons the footer can draw (Footer.tsx has one for each). */
const socialIcons = [
  { value: 'contract', label: { zh: '商务合作', en: 'Business cooperation' } },
  { value: 'officialAccount', label: { zh: '微信公众号', en: 'WeChat official account' } },
  { value: 'videoAccount', label: { zh: '微信视频号', en: 'WeChat Channels' } },
  { value: 'microblog', label: { zh: '微博', en: 'Microblog' } },
  { value: 'network', label: { zh: '职业社交网络', en: 'Professional network' } },
]

/** A social entry is a link or a QR code (shown in a popover): one of them at least. */
const validateSocialLink: TextFieldSingleValidation = async (value, options) => {
  const sibling = (options.siblingData ?? {}) as { qr?: unknown }
  if ((typeof value !== 'string' || !value.trim()) && !sibling.qr) {
    return adminLanguage(options.req) === 'en'
      ? 'Enter a link or choose a QR code image'
      : '请填写链接或选择二维码图片'
  }
  return validateLink(false)(value, options)
}

/**
 * The footer (issue 21): link columns, social icons, related links, the contact icons' values and
 * the ICP filing. Where the languages differ (columns, social icons) the list is localized as a
 * whole, so each site has its own. The sales phone and e-mail live here only; /about/ContactUs,
 * the structured data and the enquiry mail read them from this global.
 */
export const Footer: GlobalConfig = editableGlobal({
  slug: 'footer',
  label: { zh: '页脚', en: 'Footer' },
  admin: {
    group: adminGroups.navigation,
    description: {
      zh: '栏目与社交图标每种语言各一份：切换右上角的语言分别编辑中文站与英文站。',
      en: 'Columns and social icons are per language: switch the locale at the top right to edit each site.',
    },
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { zh: '栏目', en: 'Columns' },
          fields: [
            array(
              'columns',
              { zh: '链接栏目', en: 'Link columns' },
              [
                text('title', { zh: '标题', en: 'Title' }, { required: true }),
                generatedField,
                array(
                  'links',
                  { zh: '链接', en: 'Links' },
                  [
                    labelField,
                    linkField(true),
                    { name: 'download', type: 'checkbox', label: { zh: '下载文件', en: 'Downloads a file' } },
                  ],
                  rowNames({ zh: '链接', en: 'Link' }, { zh: '链接', en: 'Links' }, ['label']),
                ),
              ],
              {
                localized: true,
                ...rowNames({ zh: '栏目', en: 'Column' }, { zh: '栏目', en: 'Columns' }, ['title']),
              },
            ),
          ],
        },
        {
          label: { zh: '联系与社交', en: 'Contact and social' },
          fields: [
            {
              name: 'contact',
              type: 'group',
              label: { zh: '联系方式', en: 'Contact' },
              fields: [
                text('phone', { zh: '销售电话', en: 'Sales phone' }),
                {
                  name: 'email',
                  type: 'email',
                  localized: true,
                  label: { zh: '销售邮箱（各语言）', en: 'Sales e-mail (per language)' },
                },
              ],
            },
            array(
              'social',
              { zh: '社交图标', en: 'Social icons' },
              [
                select('icon', { zh: '图标', en: 'Icon' }, socialIcons, { required: true }),
                labelField,
                linkField(false, { validate: validateSocialLink }),
                upload('qr', { zh: '二维码（点击图标时弹出）', en: 'QR code (pops up on click)' }),
              ],
              {
                localized: true,
                ...rowNames({ zh: '图标', en: 'Icon' }, { zh: '图标', en: 'Icons' }, ['label']),
              },
            ),
            array(
              'relatedLinks',
              { zh: '相关链接', en: 'Related links' },
              [
                ltext('label', { zh: '名称', en: 'Label' }, true),
                linkField(true, { name: 'url', label: { zh: '地址', en: 'URL' } }),
              ],
              rowNames({ zh: '链接', en: 'Link' }, { zh: '相关链接', en: 'Related links' }, ['label']),
            ),
          ],
        },
        {
          label: { zh: '备案', en: 'Filing' },
          fields: [
            text('icpNumber', { zh: 'ICP 备案号', en: 'ICP filing number' }),
            linkField(false, { name: 'icpLink', label: { zh: 'ICP 备案链接', en: 'ICP filing link' } }),
          ],
        },
      ],
    },
  ],
})
