/** The lead dashboard's words, in the admin's two languages. */
export const dashboardLabels = {
  zh: {
    group: '看板',
    title: '线索看板',
    intro: (weeks: number, timeZone: string) =>
      `最近 ${weeks} 周（每周从周一开始，${timeZone} 时间），最后一周为本周。标记为垃圾信息的咨询不计入。`,
    salesOnly: '只有销售人员和管理员可以查看线索看板。',
    summary: '概览',
    thisWeek: '本周咨询',
    open: '未完成线索',
    unowned: '其中无人负责',
    medianThisWeek: '本周首次联系用时（中位数）',
    byProduct: '每周咨询数（按产品）',
    byHost: '每周咨询数（按站点）',
    timeToContact: '首次联系用时中位数（按提交周）',
    openByOwner: '各负责人的未完成线索',
    topPages: '咨询最多的来源页面',
    topCampaigns: '咨询最多的推广活动（utm_campaign）',
    showTable: '显示数据表',
    week: '周',
    total: '合计',
    other: '其他',
    received: '收到',
    contacted: '已联系',
    median: '中位数',
    hours: '小时',
    owner: '负责人',
    nobody: '无人负责',
    page: '页面',
    campaign: '推广活动',
    enquiries: '咨询数',
    none: '暂无数据。',
    status: { new: '新线索', contacted: '已联系', qualified: '已确认需求' },
    chartOf: (title: string, summary: string) => `${title}图表。${summary}`,
    weeklySummary: (total: number, latest: number) => `最近 12 周共 ${total} 条，本周 ${latest} 条。`,
    medianSummary: (latest: string) => `本周中位数：${latest}。`,
    duration: (seconds: number | null) => {
      if (seconds === null) return '—'
      if (seconds < 60) return '不到 1 分钟'
      const minutes = Math.round(seconds / 60)
      if (minutes < 60) return `${minutes} 分钟`
      const hours = seconds / 3600
      if (hours < 48) return `${hours.toFixed(1)} 小时`
      return `${(hours / 24).toFixed(1)} 天`
    },
  },
  en: {
    group: 'Dashboards',
    title: 'Leads dashboard',
    intro: (weeks: number, timeZone: string) =>
      `The last ${weeks} weeks (each from Monday, ${timeZone} time); the last one is this week. Enquiries marked as spam are not counted.`,
    salesOnly: 'Only sales staff and admins may see the leads dashboard.',
    summary: 'Summary',
    thisWeek: 'Enquiries this week',
    open: 'Open leads',
    unowned: 'of which unowned',
    medianThisWeek: 'Median time to first contact this week',
    byProduct: 'Enquiries per week, by product',
    byHost: 'Enquiries per week, by site',
    timeToContact: 'Median time to first contact, by week received',
    openByOwner: 'Open leads per owner',
    topPages: 'Top source pages',
    topCampaigns: 'Top campaigns (utm_campaign)',
    showTable: 'Show the data table',
    week: 'Week',
    total: 'Total',
    other: 'Other',
    received: 'Received',
    contacted: 'Contacted',
    median: 'Median',
    hours: 'hours',
    owner: 'Owner',
    nobody: 'Nobody yet',
    page: 'Page',
    campaign: 'Campaign',
    enquiries: 'Enquiries',
    none: 'No data yet.',
    status: { new: 'New', contacted: 'Contacted', qualified: 'Qualified' },
    chartOf: (title: string, summary: string) => `Chart: ${title}. ${summary}`,
    weeklySummary: (total: number, latest: number) => `${total} in the last 12 weeks, ${latest} this week.`,
    medianSummary: (latest: string) => `This week's median: ${latest}.`,
    duration: (seconds: number | null) => {
      if (seconds === null) return '—'
      if (seconds < 60) return 'under 1 min'
      const minutes = Math.round(seconds / 60)
      if (minutes < 60) return `${minutes} min`
      const hours = seconds / 3600
      if (hours < 48) return `${hours.toFixed(1)} h`
      return `${(hours / 24).toFixed(1)} days`
    },
  },
}

export type DashboardLanguage = keyof typeof dashboardLabels

/** Where the dashboard lives under the admin route. */
export const LEADS_PATH = '/leads'
