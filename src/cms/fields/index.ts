import type { ArrayField, CheckboxField, Field, SelectField, TextField, UploadField } from 'payload'

/** Dates in the admin as the site writes them (spec: YYYY/MM/DD), with the time where it has one. */
const ADMIN_DATE_FORMAT = 'yyyy/MM/dd'
export const ADMIN_DATE_TIME_FORMAT = `${ADMIN_DATE_FORMAT} HH:mm`

/** An admin text in both languages (the admin's language picks one). */
export type Label = { zh: string; en: string }

/** A plain (not localized) text. */
export function text(name: string, label: Label, more: Partial<TextField> = {}): Field {
  return { name, type: 'text', label, ...more } as TextField
}

/** A list of rows of `fields`. */
export function array(name: string, label: Label, fields: Field[], more: Partial<ArrayField> = {}): Field {
  return { name, type: 'array', label, fields, ...more } as ArrayField
}

/**
 * How the admin names an array's rows: by the words of its `title` fields once they are filled
 * (components/admin/RowLabel), else "功能 01" in the admin's language (Payload's own numbering).
 */
export function rowNames(
  singular: Label,
  plural: Label,
  title: string[] = [],
  admin: ArrayField['admin'] = {},
): Partial<ArrayField> {
  const RowLabel = { path: '/components/admin/RowLabel#RowLabel', clientProps: { singular, fields: title } }
  const components = title.length ? { ...admin.components, RowLabel } : admin.components
  return { labels: { singular, plural }, admin: { ...admin, ...(components ? { components } : {}) } }
}

/** A file or image from the media library. */
export function upload(name: string, label: Label, more: Partial<UploadField> = {}): Field {
  return { name, type: 'upload', relationTo: 'media', label, ...more } as UploadField
}

/** One value (or, with `hasMany`, several) from a fixed list of options. */
export function select(
  name: string,
  label: Label,
  options: SelectField['options'],
  more: Partial<SelectField> = {},
): Field {
  return { name, type: 'select', options, label, ...more } as SelectField
}

/** A yes/no mark editors set in the sidebar and listings filter on (featured, recommended). */
export function flag(name: string, label: Label): Field {
  return {
    name,
    type: 'checkbox',
    defaultValue: false,
    index: true,
    label,
    admin: { position: 'sidebar' },
  } as CheckboxField
}

/** A required date in the sidebar, first the moment the document is created; shown as the site shows dates. */
export function dateStamp(name: string, label: Label): Field {
  return {
    name,
    type: 'date',
    required: true,
    index: true,
    label,
    defaultValue: () => new Date().toISOString(),
    admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: ADMIN_DATE_FORMAT } },
  } as Field
}

/** A localized text that falls back to nothing: an English page never shows Chinese by accident. */
export function ltext(name: string, label: Label, required = false): Field {
  return { name, type: 'text', localized: true, required, label }
}

export function ltextarea(name: string, label: Label, required = false): Field {
  return { name, type: 'textarea', localized: true, required, label }
}

/**
 * An optional image per language, shown instead of the document's image of the same kind when set:
 * a logo or certificate whose words are written in that language.
 */
export function imageInThisLanguage(name: string, label: Label): Field {
  return {
    name,
    type: 'upload',
    relationTo: 'media',
    localized: true,
    label,
    admin: {
      description: {
        zh: '可选：图中文字为本语言时上传；否则显示上面的图片',
        en: 'Optional: the image with its words in this language; otherwise the one above is shown',
      },
    },
  }
}

/** A list of titled points (values, features, scenarios, steps, benefits…), localized as a whole. */
export function points(name: string, label: Label, singular: Label): Field {
  return {
    name,
    type: 'array',
    label,
    ...rowNames(singular, label, ['title']),
    localized: true,
    fields: [
      { name: 'title', type: 'text', required: true, label: { zh: '标题', en: 'Title' } },
      { name: 'text', type: 'textarea', label: { zh: '说明', en: 'Text' } },
    ],
  }
}

/** A menu entry's visible name. */
export const labelField: Field = {
  name: 'label',
  type: 'text',
  required: true,
  label: { zh: '名称', en: 'Label' },
}

/** Headline numbers with their captions ("20+ years"), localized as a whole. */
export const figures: Field = {
  name: 'figures',
  type: 'array',
  localized: true,
  label: { zh: '关键数字', en: 'Key figures' },
  ...rowNames({ zh: '数字', en: 'Figure' }, { zh: '关键数字', en: 'Key figures' }, ['value', 'label']),
  fields: [
    { name: 'value', type: 'text', required: true, label: { zh: '数值', en: 'Value' } },
    { name: 'label', type: 'text', required: true, label: { zh: '说明', en: 'Label' } },
  ],
}

/** A list of one-line texts, localized as a whole. */
export function lines(name: string, label: Label, singular: Label): Field {
  return {
    name,
    type: 'array',
    localized: true,
    label,
    ...rowNames(singular, label, ['text']),
    fields: [{ name: 'text', type: 'text', required: true, label: { zh: '内容', en: 'Text' } }],
  }
}

/** The cases a product, service or plan page lists under its text. */
export const relatedCases: Field = {
  name: 'relatedCases',
  type: 'relationship',
  relationTo: 'cases',
  hasMany: true,
  label: { zh: '相关案例', en: 'Related cases' },
}

/** An architecture diagram, one per language: its labels are words. */
export function architectureImage(label: Label): Field {
  return { name: 'architectureImage', type: 'upload', relationTo: 'media', localized: true, label }
}

/** Search-engine metadata, editable per document and language (the pages issue renders it). */
export const seo: Field = {
  name: 'meta',
  type: 'group',
  label: { zh: '搜索引擎信息', en: 'SEO' },
  admin: { position: 'sidebar' },
  fields: [
    { name: 'title', type: 'text', localized: true, label: { zh: 'SEO 标题', en: 'SEO title' } },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      label: { zh: 'SEO 描述', en: 'SEO description' },
    },
  ],
}

export const publishedAt: Field = dateStamp('publishedAt', { zh: '发布日期', en: 'Published' })

export const sort: Field = {
  name: 'sort',
  type: 'number',
  defaultValue: 0,
  index: true,
  label: { zh: '排序', en: 'Sort order' },
  admin: { position: 'sidebar', description: { zh: '数字小的在前', en: 'Lower numbers come first' } },
}

export const productTypeOptions = ['MogDB', 'zCloud', 'zDataX', 'zStorage', 'zDBM', 'zAIoT'].map((v) => ({
  label: v,
  value: v,
}))

export const industryOptions = [
  { value: 'financial_industry', label: { zh: '金融', en: 'Finance' } },
  { value: 'government', label: { zh: '政府', en: 'Government' } },
  { value: 'industry', label: { zh: '制造业', en: 'Manufacturing' } },
  { value: 'medical_industry', label: { zh: '医疗', en: 'Healthcare' } },
  { value: 'operator', label: { zh: '运营商', en: 'Carriers' } },
  { value: 'power_industry', label: { zh: '电力能源', en: 'Power & energy' } },
  { value: 'traffic', label: { zh: '交通', en: 'Transport' } },
]
