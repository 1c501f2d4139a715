import { HELP_CENTER_URL } from '../../../features/navigation/defaults'
import type { L, LRich } from './types'

/**
 * SiteSettings defaults (the menus, sales contacts and social links are in
 * features/navigation/defaults.ts). Addresses and e-mails are sample values for staff to replace.
 */
export const siteSettings = {
  brandName: { zh: '云和恩墨', en: 'Enmotech' } as L,
  companyBlurb: {
    zh: '云和恩墨专注于数据库与数据技术，提供企业级数据库产品、数据库云管平台、数据库一体机以及咨询、运维与云上服务，帮助金融、运营商、能源、制造和政府等行业客户稳定、高效、安全地使用数据。',
    en: 'Enmotech builds database and data technology for enterprises: an enterprise relational database, a database cloud management platform, database appliances, and consulting, operations and cloud services that keep critical data systems in finance, telecoms, energy, manufacturing and government fast, stable and secure.',
  } as L,
  shareTitle: { zh: '数据驱动，成就未来 · 云和恩墨', en: 'Data-driven, future-ready · Enmotech' } as L,
  recruitingEmail: { zh: 'hr@enmotech.com', en: 'careers@enmotech.com' } as L,
  enquiryRecipients: { zh: 'sales@enmotech.com', en: 'global.sales@enmotech.com' },
  helpCenterUrl: HELP_CENTER_URL,
}

export const company = {
  headline: { zh: '让数据更有价值', en: 'Making data worth more' } as L,
  introduction: {
    zh: [
      { h2: '我们是谁' },
      {
        p: '云和恩墨是一家专注于数据库与数据技术的企业，长期服务于金融、运营商、能源、交通、制造和政府等行业的核心系统。我们的工程师团队在数据库内核、高可用架构、性能优化和智能运维方面积累了多年的一线经验。',
      },
      { h2: '我们做什么' },
      {
        p: '我们提供企业级关系型数据库 MogDB、数据库云管平台 zCloud、数据库一体机 zData X、分布式存储 zStorage 和面向物联网的数据平台 zAIoT，并以咨询、迁移、运维和云上服务帮助客户把数据库建设好、迁移好、管理好。',
      },
      { ul: ['数据库产品与平台', '数据库咨询与迁移实施', '7×24 小时运维保障', '云上数据库服务'] },
    ],
    en: [
      { h2: 'Who we are' },
      {
        p: 'Enmotech is a database and data technology company. For years our engineers have run the core systems of banks, carriers, energy and transport operators, manufacturers and public agencies, and that field experience in database kernels, high availability, tuning and automated operations shapes everything we build.',
      },
      { h2: 'What we do' },
      {
        p: 'We make the MogDB enterprise relational database, the zCloud database cloud management platform, the zData X database appliance, zStorage distributed storage and the zAIoT data platform, and we help customers design, migrate and run their databases through consulting, migration, operations and cloud services.',
      },
      {
        ul: [
          'Database products and platforms',
          'Consulting and migration',
          'Round-the-clock operations',
          'Managed databases in the cloud',
        ],
      },
    ],
  } as LRich,
  figures: {
    zh: [
      { value: '2011', label: '成立年份' },
      { value: '1,000+', label: '服务企业客户' },
      { value: '20+', label: '城市服务网点' },
      { value: '7×24', label: '运维保障' },
    ],
    en: [
      { value: '2011', label: 'Founded' },
      { value: '1,000+', label: 'Enterprise customers' },
      { value: '20+', label: 'Service locations' },
      { value: '24/7', label: 'Operations support' },
    ],
  },
  history: {
    zh: [
      { year: '2011', title: '公司成立', text: '以数据库技术服务起步，为大型企业提供数据库运维与优化。' },
      { year: '2015', title: '推出智能运维平台', text: '将多年运维经验沉淀为自动化巡检、诊断与优化工具。' },
      { year: '2017', title: '数据库云管平台发布', text: 'zCloud 帮助企业在私有云中统一管理数据库资源。' },
      { year: '2019', title: '数据库一体机面世', text: 'zData X 以软硬件协同设计承载核心交易系统。' },
      {
        year: '2020',
        title: 'MogDB 企业版发布',
        text: '基于 openGauss 的企业级关系型数据库进入金融与运营商核心系统。',
      },
      { year: '2023', title: '物联网数据平台发布', text: 'zAIoT 面向工业物联网场景提供多模数据存储与分析。' },
    ],
    en: [
      {
        year: '2011',
        title: 'Founded',
        text: 'Started as a database services firm running and tuning databases for large enterprises.',
      },
      {
        year: '2015',
        title: 'Automated operations platform',
        text: 'Years of operations practice turned into automated health checks, diagnosis and tuning.',
      },
      {
        year: '2017',
        title: 'zCloud launched',
        text: 'A cloud management platform for running databases as a service in private clouds.',
      },
      {
        year: '2019',
        title: 'zData X appliance',
        text: 'Hardware and software designed together to carry core transaction systems.',
      },
      {
        year: '2020',
        title: 'MogDB Enterprise',
        text: 'An enterprise relational database based on openGauss enters core banking and carrier systems.',
      },
      {
        year: '2023',
        title: 'zAIoT platform',
        text: 'Multi-model storage and analytics for industrial IoT data.',
      },
    ],
  },
  offices: [
    {
      city: { zh: '北京（总部）', en: 'Beijing (headquarters)' } as L,
      address: {
        zh: '北京市朝阳区望京东路 8 号',
        en: '8 Wangjing East Road, Chaoyang District, Beijing',
      } as L,
      phone: '010-5900-0000',
      email: 'info@enmotech.com',
    },
    {
      city: { zh: '上海', en: 'Shanghai' } as L,
      address: {
        zh: '上海市浦东新区张江路 100 号',
        en: '100 Zhangjiang Road, Pudong New Area, Shanghai',
      } as L,
      phone: '021-5000-0000',
      email: 'shanghai@enmotech.com',
    },
    {
      city: { zh: '成都', en: 'Chengdu' } as L,
      address: { zh: '成都市高新区天府大道 1000 号', en: '1000 Tianfu Avenue, High-tech Zone, Chengdu' } as L,
      phone: '028-6000-0000',
      email: 'chengdu@enmotech.com',
    },
    {
      city: { zh: '新加坡', en: 'Singapore' } as L,
      address: { zh: '新加坡莱佛士坊 1 号', en: '1 Raffles Place, Singapore' } as L,
      phone: '+65 6000 0000',
      email: 'global@enmotech.com',
    },
  ],
}

/** Sample popularity series for /technology/TrendChart: shaped like public rankings, not real scores. */
export const trends = {
  title: { zh: '数据库流行度趋势', en: 'Database popularity trends' } as L,
  description: {
    zh: '主流关系型数据库近三年的月度流行度得分，帮助您了解技术选型的走势。',
    en: 'Monthly popularity scores of leading relational databases over three years, to help you read where technology choices are heading.',
  } as L,
  source: {
    zh: '示例数据：由编辑在后台维护，仅用于展示趋势形态。',
    en: 'Sample data maintained by our editors in the CMS; it illustrates trends and is not an official ranking.',
  } as L,
  series: [
    { name: 'Oracle', start: 1290, drift: -4.2, wave: 14 },
    { name: 'MySQL', start: 1120, drift: -3.1, wave: 12 },
    { name: 'PostgreSQL', start: 610, drift: 2.6, wave: 8 },
    { name: 'openGauss', start: 92, drift: 1.9, wave: 3 },
    { name: 'MogDB', start: 48, drift: 1.6, wave: 2 },
    { name: 'SQL Server', start: 930, drift: -5.3, wave: 10 },
  ],
  firstMonth: '2023-01',
  months: 36,
}

/**
 * The customer logo wall. Every name is invented (the seed must not claim real customers); the
 * vendor's staff replace these with customers who agreed to be named. The sectors are the case
 * industries' names (features/cases/options.ts), so the wall and the industry list agree.
 */
export const customers: { name: L; sector: L }[] = [
  {
    name: { zh: '北岸农商银行', en: 'Northbank Rural Commercial Bank' },
    sector: { zh: '金融', en: 'Finance' },
  },
  { name: { zh: '恒远证券', en: 'Hengyuan Securities' }, sector: { zh: '金融', en: 'Finance' } },
  { name: { zh: '安泰人寿', en: 'Antai Life' }, sector: { zh: '金融', en: 'Finance' } },
  { name: { zh: '华川电网', en: 'Huachuan Grid' }, sector: { zh: '能源交通', en: 'Energy & transport' } },
  {
    name: { zh: '青峰新能源', en: 'Qingfeng Renewables' },
    sector: { zh: '能源交通', en: 'Energy & transport' },
  },
  { name: { zh: '远航通信', en: 'Voyage Telecom' }, sector: { zh: '运营商', en: 'Carriers' } },
  { name: { zh: '星联移动', en: 'Xinglian Mobile' }, sector: { zh: '运营商', en: 'Carriers' } },
  { name: { zh: '钧石钢铁', en: 'Junshi Steel' }, sector: { zh: '制造', en: 'Manufacturing' } },
  { name: { zh: '启明汽车', en: 'Qiming Motors' }, sector: { zh: '制造', en: 'Manufacturing' } },
  {
    name: { zh: '东岭市政务云', en: 'Dongling City Cloud' },
    sector: { zh: '公共事业', en: 'Public utilities' },
  },
  {
    name: { zh: '沿海港务集团', en: 'Coastal Port Group' },
    sector: { zh: '能源交通', en: 'Energy & transport' },
  },
  {
    name: { zh: '九州轨道交通', en: 'Jiuzhou Rail Transit' },
    sector: { zh: '能源交通', en: 'Energy & transport' },
  },
]
