import type { Field, GlobalConfig, Tab } from 'payload'
import { editableGlobal } from '@/cms/globals/editable'
import { ltext, ltextarea } from '@/cms/fields'
import { adminGroups } from '@/cms/admin-groups'
import { fieldLabels, PAGE_TEXTS_SLUG, pageTextSections, type PageTextSection } from './sections'

// Leads, descriptions and other sentences get a text area; headings a line.
const isSentence = (name: string) => /^(lead|description|text)$|(Lead|Text)$/.test(name)

const group = (section: PageTextSection): Field => ({
  name: section.name,
  type: 'group',
  label: section.label,
  fields: section.fields.map((name) => {
    const label = section.labels?.[name] ?? fieldLabels[name]
    return isSentence(name) ? ltextarea(name, label) : ltext(name, label)
  }),
})

const tabs: { key: PageTextSection['tab']; label: { zh: string; en: string } }[] = [
  { key: 'pages', label: { zh: '栏目页', en: 'Pages' } },
  { key: 'home', label: { zh: '首页', en: 'Home page' } },
  { key: 'shared', label: { zh: '每页共用', en: 'On every page' } },
]

/** Page texts (sections.ts): an empty field shows the built-in text of the message catalogue. */
export const PageTexts: GlobalConfig = editableGlobal({
  slug: PAGE_TEXTS_SLUG,
  label: { zh: '页面文案', en: 'Page texts' },
  admin: {
    group: adminGroups.content,
    description: {
      zh: '固定页面的标题、导语与搜索引擎描述，首页各栏目标题，以及每页底部的联系横幅。留空则显示内置文案。',
      en: 'Headings, leads and search descriptions of the fixed pages, the home page section titles and the contact band at the foot of every page. A field left empty shows the built-in text.',
    },
  },
  fields: [
    {
      type: 'tabs',
      tabs: tabs.map((t): Tab => ({
        label: t.label,
        fields: pageTextSections.filter((s) => s.tab === t.key).map(group),
      })),
    },
  ],
})
