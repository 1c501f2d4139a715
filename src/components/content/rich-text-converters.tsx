import type { SerializedListNode } from '@payloadcms/richtext-lexical'
import type { JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'

/**
 * Payload's list items, written as valid HTML: its own converter puts `value` on every `<li>`
 * (allowed only in an `<ol>`), and renders a checklist item as `role="checkbox"` on the `<li>`
 * around a read-only checkbox and a label (a role an `<li>` may not take, `readonly` a checkbox
 * may not have). Here a numbered item keeps its number; a checklist item is a disabled checkbox
 * inside its label, which says the same to a screen reader and needs no generated id.
 */
export const siteConverters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: ({ node, nodesToJSX, parent }) => {
    const list = parent as Partial<SerializedListNode>
    const nested = node.children.some((child) => child.type === 'list')
    const children = nodesToJSX({ nodes: node.children })
    if (list.listType === 'check' && !nested) {
      return (
        <li
          className={`list-item-checkbox list-item-checkbox-${node.checked ? 'checked' : 'unchecked'}`}
          style={{ listStyleType: 'none' }}
        >
          <label>
            <input type="checkbox" checked={Boolean(node.checked)} disabled /> {children}
          </label>
        </li>
      )
    }
    return (
      <li
        className={nested ? 'nestedListItem' : undefined}
        style={nested || list.listType === 'check' ? { listStyleType: 'none' } : undefined}
        value={list.listType === 'number' ? node.value : undefined}
      >
        {children}
      </li>
    )
  },
})
