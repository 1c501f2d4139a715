import type { Block, Field, TextFieldSingleValidation } from 'payload'
import { rowNames } from '@/cms/fields'
import { linkField, validateLink } from '@/cms/fields/link'
import { linkMessages } from '@/features/routing/links'
import { adminLanguage } from '@/cms/admin-language'

/**
 * The building blocks of editors' landing pages (`pages.layout`): the site's own sections, made
 * editable. Each block's main text field has a plain name (`heading`, `text`, `content`, `items`).
 * The whole layout is localized, so each language has its own blocks, and no field here is.
 */

const heading: Field = { name: 'heading', type: 'text', label: { zh: '标题', en: 'Heading' } }
const text: Field = { name: 'text', type: 'textarea', label: { zh: '说明文字', en: 'Text' } }

/** A button: a label and either a link or "open the contact dialog". */
const buttonFields: Field[] = [
  { name: 'label', type: 'text', required: true, label: { zh: '按钮文字', en: 'Label' } },
  {
    name: 'action',
    type: 'radio',
    defaultValue: 'contact',
    label: { zh: '点击后', en: 'On click' },
    options: [
      { value: 'contact', label: { zh: '打开咨询表单', en: 'Open the contact dialog' } },
      { value: 'link', label: { zh: '打开链接', en: 'Follow a link' } },
    ],
    admin: { layout: 'horizontal' },
  },
  linkField(false, {
    admin: { condition: (_data, sibling) => sibling?.action === 'link' },
    // A button set to "follow a link" needs one.
    validate: (async (value, options) =>
      !value && (options.siblingData as { action?: string })?.action === 'link'
        ? linkMessages[adminLanguage(options.req)].required
        : validateLink(false)(value, options)) satisfies TextFieldSingleValidation,
  }),
]

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: { zh: '首屏横幅', en: 'Hero' }, plural: { zh: '首屏横幅', en: 'Heroes' } },
  fields: [
    { ...heading, required: true },
    text,
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: { zh: '背景图（可选）', en: 'Image (optional)' },
    },
    {
      name: 'buttons',
      type: 'array',
      maxRows: 2,
      label: { zh: '按钮（最多两个）', en: 'Buttons (up to two)' },
      ...rowNames({ zh: '按钮', en: 'Button' }, { zh: '按钮', en: 'Buttons' }, ['label']),
      fields: buttonFields,
    },
  ],
}

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: { zh: '图文正文', en: 'Rich text' }, plural: { zh: '图文正文', en: 'Rich text' } },
  fields: [
    heading,
    { name: 'content', type: 'richText', required: true, label: { zh: '正文', en: 'Content' } },
  ],
}

export const CardsBlock: Block = {
  slug: 'cards',
  interfaceName: 'CardsBlock',
  labels: { singular: { zh: '卡片组', en: 'Cards' }, plural: { zh: '卡片组', en: 'Cards' } },
  fields: [
    heading,
    text,
    {
      name: 'source',
      type: 'radio',
      defaultValue: 'linked',
      label: { zh: '卡片来源', en: 'Cards from' },
      options: [
        { value: 'linked', label: { zh: '产品、解决方案或案例', en: 'Products, solutions or cases' } },
        { value: 'free', label: { zh: '自由填写', en: 'Written here' } },
      ],
      admin: { layout: 'horizontal' },
    },
    {
      name: 'linked',
      type: 'relationship',
      relationTo: ['products', 'solution-plans', 'product-plans', 'cases'],
      hasMany: true,
      maxRows: 12,
      label: { zh: '链接的内容', en: 'Linked content' },
      admin: { condition: (_d, sibling) => sibling?.source !== 'free' },
    },
    {
      name: 'items',
      type: 'array',
      maxRows: 12,
      label: { zh: '卡片', en: 'Cards' },
      ...rowNames({ zh: '卡片', en: 'Card' }, { zh: '卡片', en: 'Cards' }, ['title'], {
        condition: (_d, sibling) => sibling?.source === 'free',
      }),
      fields: [
        { name: 'title', type: 'text', required: true, label: { zh: '标题', en: 'Title' } },
        { name: 'text', type: 'textarea', label: { zh: '说明', en: 'Text' } },
        { name: 'image', type: 'upload', relationTo: 'media', label: { zh: '图片', en: 'Image' } },
        linkField(false),
      ],
    },
  ],
}

export const FiguresBlock: Block = {
  slug: 'figures',
  interfaceName: 'FiguresBlock',
  labels: { singular: { zh: '数据亮点', en: 'Figures' }, plural: { zh: '数据亮点', en: 'Figures' } },
  fields: [
    heading,
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      required: true,
      label: { zh: '数字', en: 'Figures' },
      ...rowNames({ zh: '数字', en: 'Figure' }, { zh: '数字', en: 'Figures' }, ['value', 'label']),
      fields: [
        { name: 'value', type: 'text', required: true, label: { zh: '数字', en: 'Number' } },
        { name: 'label', type: 'text', required: true, label: { zh: '说明', en: 'Label' } },
      ],
    },
  ],
}

export const LogosBlock: Block = {
  slug: 'logos',
  interfaceName: 'LogosBlock',
  labels: {
    singular: { zh: '合作伙伴标志', en: 'Partner logos' },
    plural: { zh: '合作伙伴标志', en: 'Partner logos' },
  },
  fields: [
    heading,
    {
      name: 'partners',
      type: 'relationship',
      relationTo: 'partners',
      hasMany: true,
      maxRows: 30,
      label: { zh: '合作伙伴（留空则显示全部）', en: 'Partners (empty: all of them)' },
    },
  ],
}

export const CtaBlock: Block = {
  slug: 'cta',
  interfaceName: 'CtaBlock',
  labels: {
    singular: { zh: '行动号召', en: 'Call to action' },
    plural: { zh: '行动号召', en: 'Calls to action' },
  },
  fields: [
    { ...text, required: true },
    heading,
    { name: 'button', type: 'group', label: { zh: '按钮', en: 'Button' }, fields: buttonFields },
  ],
}

export const MediaBlock: Block = {
  slug: 'media',
  interfaceName: 'MediaBlock',
  labels: {
    singular: { zh: '图片或视频', en: 'Image or video' },
    plural: { zh: '图片或视频', en: 'Images or videos' },
  },
  fields: [
    {
      name: 'media',
      type: 'upload',
      relationTo: 'media',
      required: true,
      label: { zh: '图片或视频', en: 'Image or video' },
    },
    { name: 'caption', type: 'text', label: { zh: '说明', en: 'Caption' } },
  ],
}

export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: { zh: '常见问题', en: 'FAQ' }, plural: { zh: '常见问题', en: 'FAQ' } },
  fields: [
    heading,
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 30,
      required: true,
      label: { zh: '问答', en: 'Questions' },
      ...rowNames({ zh: '问答', en: 'Question' }, { zh: '问答', en: 'Questions' }, ['question']),
      fields: [
        { name: 'question', type: 'text', required: true, label: { zh: '问题', en: 'Question' } },
        { name: 'answer', type: 'textarea', required: true, label: { zh: '回答', en: 'Answer' } },
      ],
    },
  ],
}

export const ContactBlock: Block = {
  slug: 'contact',
  interfaceName: 'ContactBlock',
  labels: {
    singular: { zh: '咨询表单', en: 'Enquiry form' },
    plural: { zh: '咨询表单', en: 'Enquiry forms' },
  },
  fields: [heading, text],
}

export const pageBlocks: Block[] = [
  HeroBlock,
  RichTextBlock,
  CardsBlock,
  FiguresBlock,
  LogosBlock,
  CtaBlock,
  MediaBlock,
  FaqBlock,
  ContactBlock,
]
