import type { CollectionConfig } from 'payload'
import { imageInThisLanguage, lines, ltext, ltextarea, publishedAt, select, sort, upload } from '@/cms/fields'
import { urlField } from '@/cms/fields/url'
import { contentCollection } from '@/features/content/collection'

/** Home-page banners (GET /api/banners): the first by sort order is the hero. */
export const Banners: CollectionConfig = contentCollection({
  slug: 'banners',
  labels: { singular: { zh: '横幅', en: 'Banner' }, plural: { zh: '首页横幅', en: 'Banners' } },
  list: { group: 'home', search: ['title', 'subtitle'], columns: ['title', 'sort'], sort: 'sort' },
  fields: [
    ltext('title', { zh: '标题（可用 <br/> 换行）', en: 'Title (<br/> breaks the line)' }, true),
    ltext('subtitle', { zh: '副标题', en: 'Subtitle' }),
    upload('image', { zh: '背景图', en: 'Background image' }),
    urlField('link', { zh: '链接', en: 'Link' }),
    sort,
  ],
})

/** Honors, awards and certifications (/about/honor, the honors carousel). */
export const Honors: CollectionConfig = contentCollection({
  slug: 'honors',
  labels: { singular: { zh: '荣誉', en: 'Honor' }, plural: { zh: '荣誉资质', en: 'Honors' } },
  list: { group: 'about', search: ['title', 'issuer'], columns: ['title', 'year', 'sort'], sort: 'sort' },
  fields: [
    ltext('title', { zh: '名称', en: 'Title' }, true),
    ltext('issuer', { zh: '颁发机构', en: 'Issuer' }),
    { name: 'year', type: 'number', min: 1990, max: 2100, label: { zh: '年份', en: 'Year' } },
    upload('image', { zh: '证书图片', en: 'Image' }, { required: true }),
    // A certificate carries its title in its own language: the English host shows this one.
    imageInThisLanguage('localizedImage', { zh: '本语言的证书图片', en: 'Image in this language' }),
    sort,
  ],
})

/** Partners (/about/partner): a logo wall by category. */
export const Partners: CollectionConfig = contentCollection({
  slug: 'partners',
  labels: { singular: { zh: '合作伙伴', en: 'Partner' }, plural: { zh: '合作伙伴', en: 'Partners' } },
  list: {
    group: 'about',
    search: ['name', 'description'],
    columns: ['name', 'category', 'sort'],
    sort: 'sort',
  },
  fields: [
    ltext('name', { zh: '名称', en: 'Name' }, true),
    select(
      'category',
      { zh: '类别', en: 'Category' },
      [
        { value: 'technology', label: { zh: '技术生态', en: 'Technology' } },
        { value: 'cloud', label: { zh: '云平台', en: 'Cloud' } },
        { value: 'channel', label: { zh: '渠道与集成', en: 'Channel & integration' } },
        { value: 'academic', label: { zh: '高校与研究', en: 'Academic' } },
      ],
      { required: true, index: true },
    ),
    ltextarea('description', { zh: '简介', en: 'Description' }),
    upload('logo', { zh: '标志', en: 'Logo' }),
    // A logo carries the name in a language: the English host can show the English one.
    imageInThisLanguage('localizedLogo', { zh: '本语言的标志', en: 'Logo in this language' }),
    urlField('url', { zh: '网址', en: 'Website' }),
    sort,
  ],
})

/** Job openings (/about/job). */
export const Jobs: CollectionConfig = contentCollection({
  slug: 'jobs',
  labels: { singular: { zh: '职位', en: 'Job' }, plural: { zh: '招聘职位', en: 'Jobs' } },
  list: {
    group: 'about',
    search: ['title', 'department', 'location'],
    columns: ['title', 'department', 'location'],
    sort: '-publishedAt',
  },
  fields: [
    ltext('title', { zh: '职位名称', en: 'Title' }, true),
    ltext('department', { zh: '部门', en: 'Department' }),
    ltext('location', { zh: '工作地点', en: 'Location' }),
    ltext('employmentType', { zh: '类型', en: 'Employment type' }),
    { name: 'headcount', type: 'number', min: 1, defaultValue: 1, label: { zh: '招聘人数', en: 'Openings' } },
    lines(
      'responsibilities',
      { zh: '岗位职责', en: 'Responsibilities' },
      { zh: '职责', en: 'Responsibility' },
    ),
    lines('requirements', { zh: '任职要求', en: 'Requirements' }, { zh: '要求', en: 'Requirement' }),
    publishedAt,
  ],
})
