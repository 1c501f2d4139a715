import type { SeedHonor } from './types'

/** Honors, awards and certifications. Issuers are described generically. */
export const honors: SeedHonor[] = [
  {
    title: { zh: '国家高新技术企业', en: 'National High-Tech Enterprise' },
    issuer: { zh: '高新技术企业认定管理机构', en: 'National high-tech enterprise accreditation authority' },
    year: 2023,
    sort: 1,
  },
  {
    title: { zh: '专精特新“小巨人”企业', en: 'Specialised and Innovative “Little Giant” Enterprise' },
    issuer: { zh: '国家工业和信息化主管部门', en: 'National industry and information technology authority' },
    year: 2022,
    sort: 2,
  },
  {
    title: { zh: 'CMMI 5 级认证', en: 'CMMI Maturity Level 5' },
    issuer: { zh: 'CMMI 授权评估机构', en: 'Authorised CMMI appraisal body' },
    year: 2023,
    sort: 3,
  },
  {
    title: { zh: 'ISO/IEC 27001 信息安全管理体系认证', en: 'ISO/IEC 27001 Information Security Management' },
    issuer: { zh: '经认可的第三方认证机构', en: 'Accredited third-party certification body' },
    year: 2024,
    sort: 4,
  },
  {
    title: { zh: 'ISO/IEC 20000-1 信息技术服务管理体系认证', en: 'ISO/IEC 20000-1 IT Service Management' },
    issuer: { zh: '经认可的第三方认证机构', en: 'Accredited third-party certification body' },
    year: 2024,
    sort: 5,
  },
  {
    title: { zh: 'ISO 9001 质量管理体系认证', en: 'ISO 9001 Quality Management' },
    issuer: { zh: '经认可的第三方认证机构', en: 'Accredited third-party certification body' },
    year: 2022,
    sort: 6,
  },
  {
    title: { zh: '信息技术服务标准（ITSS）运行维护一级', en: 'ITSS Operations and Maintenance, Level 1' },
    issuer: { zh: '信息技术服务标准工作组', en: 'IT service standards working group' },
    year: 2023,
    sort: 7,
  },
  {
    title: { zh: '年度优秀数据库产品', en: 'Database Product of the Year' },
    issuer: { zh: '某信息技术行业媒体', en: 'A leading IT industry publication' },
    year: 2024,
    sort: 8,
  },
  {
    title: { zh: '金融科技创新应用优秀案例', en: 'Outstanding Fintech Innovation Case' },
    issuer: { zh: '某金融科技行业协会', en: 'A financial technology industry association' },
    year: 2024,
    sort: 9,
  },
  {
    title: { zh: '年度最佳数据库服务商', en: 'Database Service Provider of the Year' },
    issuer: { zh: '某数据库技术社区年度评选', en: 'Annual awards of a database technology community' },
    year: 2023,
    sort: 10,
  },
  {
    title: { zh: '工业互联网平台创新应用案例', en: 'Industrial Internet Platform Innovation Case' },
    issuer: { zh: '某工业互联网产业联盟', en: 'An industrial internet industry alliance' },
    year: 2025,
    sort: 11,
  },
  {
    title: { zh: '数据库产品安全测评证书', en: 'Database Product Security Evaluation Certificate' },
    issuer: { zh: '国家级信息安全测评机构', en: 'National information security evaluation centre' },
    year: 2025,
    sort: 12,
  },
]
