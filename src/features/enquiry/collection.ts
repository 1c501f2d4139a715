import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  Field,
  SelectField,
} from 'payload'
import { dataRequestEndpoints } from './data-request-endpoints'
import { ENQUIRY_TASK, MAIL_QUEUE } from './mail-task'
import { followUpHooks, ownerOptions } from './follow-up'
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from './lead-status'
import { queueChatJobs } from './team-chat/queue'
import { CHAT_ALERT_TASK, CHAT_REMINDER_TASK } from './team-chat/tasks'
import { hiddenUnlessSales, isAdmin, isSales, nobody } from '@/cms/access'
import { ADMIN_DATE_TIME_FORMAT, rowNames } from '@/cms/fields'

/**
 * Every enquiry gets its e-mail job here (src/features/enquiry/mail-task.ts), queued with the create's own
 * request: in the create's transaction, so the job exists exactly when the enquiry does. The
 * site's endpoint creates enquiries inside a transaction of its own (src/features/enquiry/store.ts).
 */
const queueDelivery: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'create') {
    await req.payload.jobs.queue({
      task: ENQUIRY_TASK,
      queue: MAIL_QUEUE,
      input: { enquiryId: doc.id },
      req,
    })
  }
  return doc
}

/**
 * A deleted enquiry takes its mail and team-chat jobs with it, in the delete's transaction: a job still queued
 * would only find the enquiry gone (the task then ends as `missing`), and job rows pointing at
 * deleted enquiries are clutter. A job being run right now is left to finish.
 */
const dropDeliveryJobs: CollectionAfterDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { in: [ENQUIRY_TASK, CHAT_ALERT_TASK, CHAT_REMINDER_TASK] } },
        { 'input.enquiryId': { equals: id } },
        { processing: { equals: false } },
      ],
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
}

/** A moment shown as the admin shows dates, on a 24-hour clock. */
const DATE_AND_TIME = {
  pickerAppearance: 'dayAndTime',
  displayFormat: ADMIN_DATE_TIME_FORMAT,
  timeFormat: 'HH:mm',
} as const

/**
 * A fact the server records about an enquiry (where it came from, its delivery, its chat alerts):
 * read-only in the sidebar; a date with its time of day.
 */
function recordedFact(
  name: string,
  type: 'text' | 'number' | 'date' | 'select',
  label: { zh: string; en: string },
  more: { index?: boolean; defaultValue?: number | string; options?: SelectField['options'] } = {},
): Field {
  const date = type === 'date' ? { date: DATE_AND_TIME } : {}
  return { name, type, label, ...more, admin: { position: 'sidebar', readOnly: true, ...date } } as Field
}

/** What sales staff change on an enquiry: its follow-up. */
const FOLLOW_UP = new Set(['status', 'owner', 'notes'])

/**
 * Staff (sales and admins) change the follow-up only. The rest is what the visitor sent and what
 * the server recorded (delivery, first contact, chat alerts; written with overrideAccess): read-only
 * for everyone, admins included (issue 56).
 */
function followUpOnly(config: CollectionConfig): CollectionConfig {
  const recorded = (field: Field): Field =>
    field.type === 'ui' || ('name' in field && FOLLOW_UP.has(field.name))
      ? field
      : ({ ...field, access: { ...field.access, update: () => false } } as Field)
  return { ...config, fields: config.fields.map(recorded) }
}

/**
 * Consultation enquiries from the contact dialog. Created only by the site's own endpoint
 * (POST /api/demandEmail, through the local API); never readable or writable anonymously.
 */
export const Enquiries: CollectionConfig = followUpOnly({
  slug: 'enquiries',
  labels: { singular: { zh: '咨询', en: 'Enquiry' }, plural: { zh: '咨询需求', en: 'Enquiries' } },
  admin: {
    useAsTitle: 'username',
    group: { zh: '销售', en: 'Sales' },
    defaultColumns: [
      'createdAt',
      'company',
      'product',
      'status',
      'owner',
      'firstContactAt',
      'deliveryStatus',
    ],
    listSearchableFields: ['username', 'company', 'email', 'phone'],
    hidden: hiddenUnlessSales,
    components: { beforeListTable: ['/features/enquiry/admin/ExportEnquiriesLink#ExportEnquiriesLink'] },
  },
  hooks: {
    // Status, owner, notes and their history: ./follow-up.ts.
    beforeChange: followUpHooks.beforeChange,
    // The team-chat alert and reminder: ./team-chat/queue.ts.
    afterChange: [queueDelivery, queueChatJobs, ...followUpHooks.afterChange],
    beforeDelete: followUpHooks.beforeDelete,
    afterDelete: [dropDeliveryJobs],
  },
  // Data-subject requests (admins): find, export or delete one address's enquiries.
  endpoints: dataRequestEndpoints,
  defaultSort: '-createdAt',
  // Sales (and admins) read, export and follow up enquiries; only admins delete; nobody creates but
  // the site's endpoint (local API).
  access: { read: isSales, create: nobody, update: isSales, delete: isAdmin },
  fields: [
    { name: 'username', type: 'text', required: true, label: { zh: '姓名', en: 'Name' } },
    { name: 'phone', type: 'text', required: true, label: { zh: '电话', en: 'Phone' } },
    { name: 'email', type: 'email', required: true, label: { zh: '邮箱', en: 'E-mail' } },
    { name: 'company', type: 'text', required: true, label: { zh: '公司', en: 'Company' } },
    { name: 'product', type: 'text', required: true, label: { zh: '产品', en: 'Product' } },
    { name: 'description', type: 'textarea', required: true, label: { zh: '需求描述', en: 'Requirement' } },
    {
      name: 'locale',
      type: 'select',
      required: true,
      options: [
        { value: 'zh', label: '中文' },
        { value: 'en', label: 'English' },
      ],
      label: { zh: '来源站点', en: 'Site' },
      admin: { position: 'sidebar', readOnly: true },
    },
    recordedFact('clientIp', 'text', { zh: '来源 IP', en: 'Client IP' }, { index: true }),
    recordedFact('userAgent', 'text', { zh: '浏览器', en: 'User agent' }),
    recordedFact(
      'deliveryStatus',
      'select',
      { zh: '邮件投递', en: 'E-mail delivery' },
      {
        defaultValue: 'pending',
        index: true,
        options: [
          { value: 'pending', label: { zh: '待发送', en: 'Pending' } },
          { value: 'sent', label: { zh: '已发送', en: 'Sent' } },
          // Without SMTP_URL (development): written to DATA_DIR/outbox, reaching no one.
          { value: 'outbox', label: { zh: '仅存入发件箱（未发出）', en: 'In the outbox (not sent)' } },
          { value: 'failed', label: { zh: '发送失败', en: 'Failed' } },
        ],
      },
    ),
    recordedFact('deliveryAttempts', 'number', { zh: '投递次数', en: 'Attempts' }, { defaultValue: 0 }),
    recordedFact('deliveredAt', 'date', { zh: '送达时间', en: 'Delivered at' }),
    recordedFact('lastError', 'text', { zh: '最近错误', en: 'Last error' }),
    {
      // Not `required`: the default sets it, and the follow-up hook refuses an empty status.
      name: 'status',
      type: 'select',
      defaultValue: 'new',
      index: true,
      label: { zh: '跟进状态', en: 'Status' },
      options: LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      // Sales staff or an admin (checked on save too); sales staff see only their names and e-mails.
      filterOptions: ownerOptions,
      label: { zh: '负责人', en: 'Owner' },
      admin: { position: 'sidebar' },
    },
    // When the status first left `new` for anything but spam: the time to first contact.
    recordedFact('firstContactAt', 'date', { zh: '首次联系时间', en: 'First contacted at' }, { index: true }),
    {
      // A link to this enquiry's rows in the follow-up history (stored apart: ./events.ts).
      name: 'history',
      type: 'ui',
      label: { zh: '跟进历史', en: 'Follow-up history' },
      admin: {
        position: 'sidebar',
        components: { Field: '/features/enquiry/admin/HistoryLink#HistoryLink' },
      },
    },
    {
      name: 'notes',
      type: 'array',
      label: { zh: '跟进记录', en: 'Notes' },
      ...rowNames({ zh: '记录', en: 'Note' }, { zh: '跟进记录', en: 'Notes' }, ['body']),
      fields: [
        { name: 'body', type: 'textarea', required: true, label: { zh: '内容', en: 'Note' } },
        {
          name: 'author',
          type: 'relationship',
          relationTo: 'users',
          label: { zh: '记录人', en: 'Author' },
          admin: { readOnly: true },
        },
        {
          name: 'at',
          type: 'date',
          label: { zh: '时间', en: 'Time' },
          admin: { readOnly: true, date: DATE_AND_TIME },
        },
      ],
    },
    {
      // Where the visitor sent it from: the page, the referring site and the landing URL's UTM tags.
      name: 'source',
      type: 'group',
      label: { zh: '来源', en: 'Source' },
      admin: { readOnly: true },
      fields: [
        { name: 'host', type: 'text', label: { zh: '站点域名', en: 'Host' } },
        { name: 'path', type: 'text', index: true, label: { zh: '提交页面', en: 'Page' } },
        { name: 'referrerHost', type: 'text', label: { zh: '来源网站', en: 'Referring site' } },
        { name: 'utmSource', type: 'text', label: { zh: 'utm_source', en: 'utm_source' } },
        { name: 'utmMedium', type: 'text', label: { zh: 'utm_medium', en: 'utm_medium' } },
        { name: 'utmCampaign', type: 'text', index: true, label: { zh: 'utm_campaign', en: 'utm_campaign' } },
      ],
    },
    // Team-chat alert and reminder, each posted once (features/enquiry/team-chat).
    recordedFact('alertedAt', 'date', { zh: '群消息发送时间', en: 'Chat alert sent at' }),
    recordedFact('remindedAt', 'date', { zh: '提醒发送时间', en: 'Chat reminder sent at' }),
  ],
})
