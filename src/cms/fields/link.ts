import type { Field, TextField, TextFieldSingleValidation } from 'payload'
import { checkLink, linkMessages } from '../../features/routing/links'
import { refuseUnsafeUrl, trimmed } from './url'
import { adminLanguage } from '../admin-language'

/** A menu link must be a path the site answers or an https address (features/routing/links.ts). */
export const validateLink =
  (required: boolean): TextFieldSingleValidation =>
  async (value, { req }) => {
    const lang = adminLanguage(req)
    if (typeof value !== 'string' || !value.trim()) return required ? linkMessages[lang].required : true
    const problem = await checkLink(req.payload, value)
    return problem ? linkMessages[lang][problem] : true
  }

const description = {
  zh: '站内路径（如 /about/company、/doc?docType=1）或 https:// 开头的外部网址',
  en: 'A site path (such as /about/company or /doc?docType=1) or an https:// address',
}

/** The `link` field of a menu entry. */
export function linkField(required: boolean, overrides: Partial<TextField> = {}): Field {
  return {
    name: 'link',
    type: 'text',
    required,
    label: { zh: '链接', en: 'Link' },
    validate: validateLink(required),
    // A draft skips validation: it still may not keep an unsafe URL (fields/url.ts), refused in
    // the words of the menu link's own rule.
    hooks: {
      beforeValidate: [trimmed],
      beforeChange: [refuseUnsafeUrl((lang) => linkMessages[lang].insecure)],
    },
    admin: { description },
    ...overrides,
  } as Field
}

/** Menu entries whose links come from content, appended to the entry's own links when shown. */
export const generatedField: Field = {
  name: 'generated',
  type: 'select',
  label: { zh: '自动添加的链接', en: 'Links added automatically' },
  options: [
    { value: 'products', label: { zh: '软件产品（产品内容）', en: 'Products (from the products)' } },
    {
      value: 'solutionPlans',
      label: { zh: '推荐的解决方案', en: 'Recommended solution plans' },
    },
    { value: 'productPlans', label: { zh: '推荐的产品方案', en: 'Recommended product plans' } },
  ],
  admin: {
    description: {
      zh: '可选：显示时把这些内容的链接加在下面的链接之后（推荐规则：每页 12 条，按排序或创建时间）',
      en: 'Optional: when shown, links to this content follow the links below (recommended ones, 12 at most, by sort or creation time)',
    },
  },
}
