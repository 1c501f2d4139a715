import type { CollectionConfig } from 'payload'
import { hiddenUnlessSales, isSales, nobody } from '@/cms/access'
import { withStatusNames } from './event-search'

const VALUE_CELL = '/features/enquiry/admin/EventValueCell#EventValueCell'

/**
 * The history of an enquiry's follow-up: one row per change of its status or owner (who, when,
 * from, to). Written only by the enquiry's own hook, in the change's transaction; nobody edits or
 * deletes a row through any API (retention and data-subject deletion remove them with the
 * enquiry, on the server).
 */
export const EnquiryEvents: CollectionConfig = {
  slug: 'enquiry-events',
  labels: {
    singular: { zh: '跟进历史', en: 'Follow-up event' },
    plural: { zh: '跟进历史', en: 'Follow-up history' },
  },
  admin: {
    group: { zh: '销售', en: 'Sales' },
    defaultColumns: ['createdAt', 'enquiry', 'field', 'from', 'to', 'by'],
    // The search box finds an enquiry's history by who sent it, not only by the row's id.
    listSearchableFields: ['enquiry.username', 'enquiry.company', 'enquiry.email', 'from', 'to'],
    hidden: hiddenUnlessSales,
  },
  access: { read: isSales, create: nobody, update: nobody, delete: nobody },
  hooks: {
    // The search box finds a status by the name the list shows, not only by its stored code.
    beforeOperation: [
      ({ args, operation }) =>
        (operation === 'read' || operation === 'count') && 'where' in args && args.where
          ? { ...args, where: withStatusNames(args.where) }
          : args,
    ],
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'enquiry',
      type: 'relationship',
      relationTo: 'enquiries',
      required: true,
      index: true,
      label: { zh: '咨询', en: 'Enquiry' },
    },
    {
      name: 'field',
      type: 'select',
      required: true,
      label: { zh: '变更项', en: 'Changed' },
      options: [
        { value: 'status', label: { zh: '跟进状态', en: 'Status' } },
        { value: 'owner', label: { zh: '负责人', en: 'Owner' } },
      ],
    },
    {
      name: 'from',
      type: 'text',
      label: { zh: '原值', en: 'From' },
      admin: { components: { Cell: VALUE_CELL } },
    },
    {
      name: 'to',
      type: 'text',
      label: { zh: '新值', en: 'To' },
      admin: { components: { Cell: VALUE_CELL } },
    },
    { name: 'by', type: 'relationship', relationTo: 'users', label: { zh: '操作人', en: 'By' } },
  ],
}
