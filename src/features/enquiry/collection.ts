import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, Field } from 'payload'
import { dataRequestEndpoints } from './data-request-endpoints'
import { ENQUIRY_TASK, MAIL_QUEUE } from './mail-task'
import { hiddenUnlessSales, isAdmin, isAdminField, isSales, nobody } from '@/cms/access'

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
 * A deleted enquiry takes its mail jobs with it, in the delete's transaction: a job still queued
 * would only find the enquiry gone (the task then ends as `missing`), and job rows pointing at
 * deleted enquiries are clutter. A job being run right now is left to finish.
 */
const dropDeliveryJobs: CollectionAfterDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: ENQUIRY_TASK } },
        { 'input.enquiryId': { equals: id } },
        { processing: { equals: false } },
      ],
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
}

/**
 * Sales staff change one thing on an enquiry: whether it was handled. The rest is what the visitor
 * sent and what the mail job recorded (written with overrideAccess), so only an admin may correct it.
 */
function salesMarkHandledOnly(config: CollectionConfig): CollectionConfig {
  const recorded = (field: Field): Field =>
    field.type === 'ui' || ('name' in field && field.name === 'handled')
      ? field
      : ({ ...field, access: { ...field.access, update: isAdminField } } as Field)
  return { ...config, fields: config.fields.map(recorded) }
}

/**
 * Consultation enquiries from the contact dialog. Created only by the site's own endpoint
 * (POST /api/demandEmail, through the local API); never readable or writable anonymously.
 */
export const Enquiries: CollectionConfig = salesMarkHandledOnly({
  slug: 'enquiries',
  labels: { singular: { zh: '咨询', en: 'Enquiry' }, plural: { zh: '咨询需求', en: 'Enquiries' } },
  admin: {
    useAsTitle: 'username',
    group: { zh: '销售', en: 'Sales' },
    defaultColumns: ['createdAt', 'username', 'company', 'product', 'deliveryStatus', 'handled'],
    listSearchableFields: ['username', 'company', 'email', 'phone'],
    hidden: hiddenUnlessSales,
    components: { beforeListTable: ['/features/enquiry/admin/ExportEnquiriesLink#ExportEnquiriesLink'] },
  },
  hooks: { afterChange: [queueDelivery], afterDelete: [dropDeliveryJobs] },
  // Data-subject requests (admins): find, export or delete one address's enquiries.
  endpoints: dataRequestEndpoints,
  defaultSort: '-createdAt',
  // Sales (and admins) read, export and mark enquiries; only admins delete; nobody creates but the
  // site's endpoint (local API).
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
    {
      name: 'clientIp',
      type: 'text',
      index: true,
      label: { zh: '来源 IP', en: 'Client IP' },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'userAgent',
      type: 'text',
      label: { zh: '浏览器', en: 'User agent' },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'deliveryStatus',
      type: 'select',
      defaultValue: 'pending',
      index: true,
      label: { zh: '邮件投递', en: 'E-mail delivery' },
      options: [
        { value: 'pending', label: { zh: '待发送', en: 'Pending' } },
        { value: 'sent', label: { zh: '已发送', en: 'Sent' } },
        { value: 'failed', label: { zh: '发送失败', en: 'Failed' } },
      ],
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'deliveryAttempts',
      type: 'number',
      defaultValue: 0,
      label: { zh: '投递次数', en: 'Attempts' },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'deliveredAt',
      type: 'date',
      label: { zh: '送达时间', en: 'Delivered at' },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'lastError',
      type: 'text',
      label: { zh: '最近错误', en: 'Last error' },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'handled',
      type: 'checkbox',
      defaultValue: false,
      label: { zh: '已跟进', en: 'Handled' },
      admin: { position: 'sidebar' },
    },
  ],
})
