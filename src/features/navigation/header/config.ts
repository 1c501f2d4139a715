import type { GlobalConfig, TextFieldSingleValidation } from 'payload'
import { linkMessages } from '@/features/routing/links'
import { array, labelField, rowNames } from '@/cms/fields'
import { generatedField, linkField, validateLink } from '@/cms/fields/link'
import { editableGlobal } from '@/cms/globals/editable'
import { adminGroups } from '@/cms/admin-groups'
import { adminLanguage } from '@/cms/admin-language'

/** A top-level entry leads somewhere: its own link, drop-down entries, or generated ones. */
const validateTopLink: TextFieldSingleValidation = async (value, options) => {
  const sibling = (options.siblingData ?? {}) as { children?: unknown[] | null; generated?: string | null }
  const hasMenu = (sibling.children?.length ?? 0) > 0 || Boolean(sibling.generated)
  if ((typeof value !== 'string' || !value.trim()) && !hasMenu) {
    return linkMessages[adminLanguage(options.req)].requiredTop
  }
  return validateLink(false)(value, options)
}

/**
 * The header's menu (issue 21): each language edits its own list (`navItems` is localized as a
 * whole), so the English site simply has no customer menu and its own solutions. An entry with
 * drop-down entries (or generated ones) opens a menu; one with only a link is a plain link.
 */
export const Header: GlobalConfig = editableGlobal({
  slug: 'header',
  label: { zh: '页头导航', en: 'Header navigation' },
  admin: {
    group: adminGroups.navigation,
    description: {
      zh: '每种语言各有一份菜单：切换右上角的语言分别编辑中文站与英文站。',
      en: 'Each language has its own menu: switch the locale at the top right to edit the Chinese or English site.',
    },
  },
  fields: [
    {
      name: 'navItems',
      type: 'array',
      localized: true,
      label: { zh: '菜单项', en: 'Menu items' },
      ...rowNames({ zh: '菜单项', en: 'Menu item' }, { zh: '菜单项', en: 'Menu items' }, ['label'], {
        initCollapsed: true,
      }),
      fields: [
        labelField,
        linkField(false, {
          validate: validateTopLink,
          admin: {
            description: {
              zh: '没有下拉菜单时必填。有下拉菜单时可留空；填写后，该路径下的页面也会高亮此菜单',
              en: 'Required without a drop-down. With one it is optional; pages under it then highlight this item too',
            },
          },
        }),
        generatedField,
        array(
          'children',
          { zh: '下拉菜单', en: 'Drop-down entries' },
          [labelField, linkField(true)],
          rowNames({ zh: '下拉项', en: 'Entry' }, { zh: '下拉项', en: 'Entries' }, ['label']),
        ),
      ],
    },
  ],
})
