/**
 * The page texts staff edit in the CMS (global `page-copy`): the headings, leads and search
 * descriptions of the fixed pages, the home page's section titles and the contact band at the foot
 * of every page. Each section names the message catalogue entry (messages/*.json) it replaces, so
 * the catalogue stays the built-in default and a field left empty shows it.
 */
// Not 'page-texts': its table would end in _texts, the suffix of Payload's hasMany side tables.
export const PAGE_TEXTS_SLUG = 'page-copy'

export type PageTextSection = {
  /** The group's field name in the global. */
  name: string
  /** Where its texts live in the message catalogue. */
  messages: string
  label: { zh: string; en: string }
  fields: readonly PageTextField[]
  /** Labels where a field means something else than on a page (a section's own title). */
  labels?: Partial<Record<PageTextField, { zh: string; en: string }>>
  tab: 'shared' | 'home' | 'pages'
}

export const fieldLabels = {
  title: { zh: '页面标题', en: 'Page heading' },
  lead: { zh: '导语', en: 'Lead' },
  description: { zh: '搜索引擎描述', en: 'Description for search engines' },
  ctaTitle: { zh: '标题', en: 'Heading' },
  ctaText: { zh: '正文', en: 'Text' },
  productsTitle: { zh: '产品区标题', en: 'Products heading' },
  productsLead: { zh: '产品区导语', en: 'Products lead' },
  services: { zh: '服务区标题', en: 'Services heading' },
  servicesLead: { zh: '服务区导语', en: 'Services lead' },
  solutions: { zh: '解决方案区标题', en: 'Solutions heading' },
  solutionsLead: { zh: '解决方案区导语', en: 'Solutions lead' },
  cases: { zh: '案例区标题', en: 'Cases heading' },
  casesLead: { zh: '案例区导语', en: 'Cases lead' },
  news: { zh: '新闻区标题', en: 'News heading' },
  honors: { zh: '荣誉区标题', en: 'Honors heading' },
  intro: { zh: '栏目标题', en: 'Section heading' },
  text: { zh: '说明', en: 'Text' },
  officialAccountText: { zh: '公众号说明', en: 'Official account text' },
  videoAccountText: { zh: '视频号说明', en: 'Video account text' },
  weiboText: { zh: '微博说明', en: 'Microblog text' },
  linkedinText: { zh: '领英说明', en: 'LinkedIn text' },
} as const

export type PageTextField = keyof typeof fieldLabels

const page = (
  name: string,
  path: string,
  zh: string,
  en: string,
  fields: readonly PageTextField[] = ['title', 'lead', 'description'],
): PageTextSection => ({
  name,
  messages: `pages.${name}`,
  label: { zh: `${zh}（${path}）`, en: `${en} (${path})` },
  fields,
  tab: 'pages',
})

const modbItem = (key: string, zh: string, en: string): PageTextSection => ({
  name: `modb_${key}`,
  messages: `pages.modb.items.${key}`,
  label: { zh: `技术社区栏目：${zh}`, en: `Community section: ${en}` },
  fields: ['title', 'text'],
  labels: { title: { zh: '栏目名称', en: 'Section name' } },
  tab: 'pages',
})

export const pageTextSections: readonly PageTextSection[] = [
  {
    name: 'contactBand',
    messages: 'pages.common',
    label: { zh: '联系横幅（每页底部）', en: 'Contact band (foot of every page)' },
    fields: ['ctaTitle', 'ctaText'],
    tab: 'shared',
  },
  {
    name: 'homeProducts',
    messages: 'home',
    label: { zh: '首页：产品区', en: 'Home page: products' },
    fields: ['productsTitle', 'productsLead'],
    tab: 'home',
  },
  {
    name: 'homeSections',
    messages: 'pages.home',
    label: { zh: '首页：其他栏目', en: 'Home page: other sections' },
    fields: [
      'services',
      'servicesLead',
      'solutions',
      'solutionsLead',
      'cases',
      'casesLead',
      'news',
      'honors',
    ],
    tab: 'home',
  },
  page('solution', '/solution', '行业解决方案', 'Industry solutions'),
  page('productSolution', '/product_solution', '产品解决方案', 'Product solutions'),
  page('customer', '/customer', '客户概况', 'Customers'),
  page('cases', '/customer/case', '客户案例', 'Customer cases'),
  page('doc', '/doc', '文档中心', 'Documents'),
  page('video', '/video', '视频中心', 'Videos'),
  page('news', '/about/news', '新闻动态', 'News'),
  page('article', '/technology/article', '技术文章', 'Technical articles'),
  // The heading of /about/company is the company global's headline.
  page('company', '/about/company', '公司介绍', 'About us', ['description']),
  page('contactUs', '/about/ContactUs', '联系我们', 'Contact us'),
  page('contract', '/about/contract', '关注我们', 'Follow us', [
    'title',
    'lead',
    'description',
    'officialAccountText',
    'videoAccountText',
    'weiboText',
    'linkedinText',
  ]),
  page('honor', '/about/honor', '荣誉资质', 'Honors'),
  page('job', '/about/job', '加入我们', 'Careers'),
  page('partner', '/about/partner', '合作伙伴', 'Partners'),
  page('modb', '/technology/modb', '技术社区', 'Technical community', [
    'title',
    'lead',
    'description',
    'intro',
  ]),
  modbItem('articles', '文章', 'articles'),
  modbItem('qa', '问答', 'Q&A'),
  modbItem('docs', '文档', 'documents'),
  modbItem('live', '直播', 'live talks'),
  modbItem('events', '活动', 'events'),
  modbItem('learning', '学习路径', 'learning paths'),
]
