/**
 * Shapes of the seed content. The seed files hold plain bilingual data; `src/cms/seed/index.ts`
 * turns them into Payload documents (rich text becomes Lexical JSON there), so content writers
 * never touch Payload's API.
 */

/** One string in both site languages. */
export type L = { zh: string; en: string }

/** A block of rich text: a heading, a paragraph, a bullet list or a quote. */
export type RichBlock = { h2: string } | { h3: string } | { p: string } | { ul: string[] } | { quote: string }

/** A rich body in both languages; each language is written natively, not translated word for word. */
export type LRich = { zh: RichBlock[]; en: RichBlock[] }

/** A titled point (value proposition, feature, scenario, benefit, process step, deliverable…). */
export type Point = { title: L; text: L }

export const productTypes = ['MogDB', 'zCloud', 'zDataX', 'zStorage', 'zDBM', 'zAIoT'] as const
export type ProductType = (typeof productTypes)[number]

export const serviceTypes = ['consulting_service', 'operation_management', 'huaweiCloud_service'] as const
export type ServiceType = (typeof serviceTypes)[number]

/** Industry slugs of spec section 2 (`/product_solution/{industry}`), plus the carrier sector. */
export const industrySlugs = [
  'financial_industry',
  'government',
  'industry',
  'medical_industry',
  'operator',
  'power_industry',
  'traffic',
] as const
export type IndustrySlug = (typeof industrySlugs)[number]

/** Case filters of spec section 2: product=1..4 and industry=1..5. */
export const caseProducts = { 1: 'MogDB', 2: 'zCloud', 3: 'zDataX', 4: 'zAIoT' } as const
export type CaseProduct = keyof typeof caseProducts
/** 1 finance, 2 public utilities, 3 manufacturing, 4 energy and transport, 5 carriers */
export type CaseIndustry = 1 | 2 | 3 | 4 | 5

export interface SeedProduct {
  productType: ProductType
  /** Menu label and page title, e.g. "MogDB" / "zCloud 数据库云管平台". */
  title: L
  /** One line under the title. */
  tagline: L
  /** Two or three sentences: what it is and for whom. */
  summary: L
  values: Point[] // 3-4 value propositions
  features: Point[] // 4-6 features
  scenarios: Point[] // 3-4 usage scenarios
  /** Caption under the architecture diagram. */
  architectureCaption: L
  /** Layers of the architecture diagram, top to bottom, Latin text only (rendered into an SVG). */
  architectureLayers: string[][]
  /** Key figures for the product hero, e.g. {value: '99.99%', label: {zh:'可用性', en:'availability'}}. */
  figures: { value: string; label: L }[]
  sort: number
}

export interface SeedService {
  serviceType: ServiceType
  title: L
  tagline: L
  summary: L
  offerings: Point[] // what is offered, 4-6
  process: Point[] // how the engagement runs, 4-5 steps in order
  deliverables: Point[] // 3-5
  sort: number
}

/** A numbered solution plan (`/solution/{number}`) or product plan (`/product_solution/{number}`). */
export interface SeedPlan {
  number: number
  title: L
  industry: IndustrySlug
  isRecommend: boolean
  sort: number
  /** ISO date, e.g. '2024-03-18'. */
  createTime: string
  summary: L
  challenges: Point[] // 3-4
  body: LRich // the solution itself: 2-4 headed sections
  benefits: Point[] // 3-4
  relatedProducts: ProductType[]
  /** Layers of the solution architecture diagram, top to bottom, Latin text only. */
  architectureLayers: string[][]
}

export interface SeedCase {
  title: L
  /** The customer described by sector and size, never a real name: "某全国性股份制商业银行" / "A national joint-stock commercial bank". */
  customer: L
  product: CaseProduct
  industry: CaseIndustry
  summary: L
  result: { value: string; label: L }
  body: LRich
  publishedAt: string
  featured: boolean
}

export interface SeedNews {
  title: L
  summary: L
  body: LRich
  publishedAt: string
  category: 'company' | 'product' | 'event' | 'industry'
}

export interface SeedArticle {
  title: L
  summary: L
  body: LRich
  author: L
  publishedAt: string
  tags: string[]
}

/** The `docType` values of spec section 2: 0, 1, 2, 3, MogDB, zCloud, zDataX, ZAIoT. */
export const docTypeKeys = ['0', '1', '2', '3', 'MogDB', 'zCloud', 'zDataX', 'ZAIoT'] as const
export type DocTypeKey = (typeof docTypeKeys)[number]

export interface SeedDocType {
  key: DocTypeKey
  title: L
  /** The product this doc type belongs to (for `/api/productDocType?type=`), when it is product-specific. */
  product?: ProductType
  sort: number
}

export interface SeedDoc {
  title: L
  summary: L
  docType: DocTypeKey
  product?: ProductType
  body: LRich
  publishedAt: string
  /** Version the document applies to, e.g. '5.0'. */
  version?: string
}

export interface SeedVideoType {
  key: string
  title: L
  product?: ProductType
  sort: number
}

export interface SeedVideo {
  title: L
  summary: L
  videoType: string
  product?: ProductType
  publishedAt: string
}

export interface SeedBanner {
  /** May contain `<br/>` where the old site broke the line (the API replaces it by a dash). */
  title: L
  subtitle: L
  sort: number
}

export interface SeedHonor {
  title: L
  issuer: L
  year: number
  sort: number
}

export interface SeedPartner {
  /** A neutral, invented word-mark; never a real company's name or logo. */
  name: L
  category: 'technology' | 'cloud' | 'channel' | 'academic'
  description: L
  sort: number
}

export interface SeedJob {
  title: L
  department: L
  location: L
  employmentType: L
  headcount: number
  responsibilities: { zh: string[]; en: string[] }
  requirements: { zh: string[]; en: string[] }
  publishedAt: string
}
