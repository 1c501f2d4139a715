/** The data-subject request screen's words, in the admin's two languages. */
export const dataRequestLabels = {
  zh: {
    group: '隐私',
    title: '数据主体请求',
    intro:
      '按邮箱地址查找某人提交的全部咨询（不区分大小写），然后导出或全部删除。导出包含每条咨询的全部字段。',
    retention: (days: number) => `超过 ${days} 天的咨询每天自动删除（ENQUIRY_RETENTION_DAYS）。`,
    adminsOnly: '只有管理员可以处理数据主体请求。',
    email: '邮箱地址',
    find: '查找',
    found: (n: number) => (n === 0 ? '没有找到该邮箱的咨询。' : `找到 ${n} 条咨询。`),
    exportJson: '导出 JSON',
    exportCsv: '导出 CSV',
    delete: (n: number) => `删除全部 ${n} 条`,
    confirm: (n: number, email: string) => `确定删除 ${email} 的全部 ${n} 条咨询吗？删除后无法恢复。`,
    confirmDelete: '确认删除',
    cancel: '取消',
    deleted: (n: number) => `已删除 ${n} 条咨询。`,
    failed: '请求失败，请稍后重试。',
    columns: { createdAt: '提交时间', username: '姓名', company: '公司', product: '产品', site: '来源站点' },
  },
  en: {
    group: 'Privacy',
    title: 'Data-subject requests',
    intro:
      'Find every enquiry sent from an e-mail address (case does not matter), then export them or delete them all. The export holds every field of each enquiry.',
    retention: (days: number) =>
      `Enquiries older than ${days} days are deleted automatically every day (ENQUIRY_RETENTION_DAYS).`,
    adminsOnly: 'Only admins may handle data-subject requests.',
    email: 'E-mail address',
    find: 'Find',
    found: (n: number) =>
      n === 0 ? 'No enquiries from this address.' : `${n} ${n === 1 ? 'enquiry' : 'enquiries'} found.`,
    exportJson: 'Export JSON',
    exportCsv: 'Export CSV',
    delete: (n: number) => `Delete all ${n}`,
    confirm: (n: number, email: string) =>
      `Delete all ${n} ${n === 1 ? 'enquiry' : 'enquiries'} from ${email}? This cannot be undone.`,
    confirmDelete: 'Confirm deletion',
    cancel: 'Cancel',
    deleted: (n: number) => `${n} ${n === 1 ? 'enquiry' : 'enquiries'} deleted.`,
    failed: 'The request failed; try again later.',
    columns: {
      createdAt: 'Received',
      username: 'Name',
      company: 'Company',
      product: 'Product',
      site: 'Site',
    },
  },
}

export type DataRequestLabelLanguage = keyof typeof dataRequestLabels

/** Where the screen lives under the admin route. */
export const DATA_REQUESTS_PATH = '/data-requests'
