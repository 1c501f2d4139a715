/**
 * Seeds an empty database with original bilingual content for every collection and global, and
 * images generated locally (nothing is downloaded). Never runs against a database with content.
 */
import type { CollectionSlug, Payload } from 'payload'
import { writeDefaultFooter, writeDefaultHeader } from '../../features/navigation/fill'
import { articles } from './content/articles'
import { banners } from './content/banners'
import { cases } from './content/cases'
import { diagramLabelsZh } from './content/diagramLabels'
import { docs } from './content/docs'
import { docTypes } from './content/docTypes'
import { honors } from './content/honors'
import { jobs } from './content/jobs'
import { news } from './content/news'
import { partners } from './content/partners'
import { productPlans } from './content/productPlans'
import { products } from './content/products'
import { services } from './content/services'
import { company, customers, siteSettings, trends } from './content/site'
import { solutionPlans } from './content/solutionPlans'
import type { L, LRich, Point, SeedPlan } from './content/types'
import { videos } from './content/videos'
import { videoTypes } from './content/videoTypes'
import {
  architectureDiagram,
  bilingualWordmark,
  brandLogo,
  brandLogoPng,
  coverImage,
  englishWordmark,
  heroBackground,
  honorCertificate,
  qrCode,
  type GeneratedImage,
} from './images'
import { sampleVideo } from './assets'
import { documentPdf } from './files/pdf'
import { formatDate } from '../../features/content/format'
import { caseIndustryOptions, caseProductOptions } from '@/features/cases/options'
import { toLexical } from './lexical'
import { seedPrivacyPage } from './privacy'
import { hasContent } from './has-content'

export { hasContent }

type Locale = 'zh' | 'en'
type Doc = Record<string, unknown>

/** Seeds when the database is empty; answers whether it seeded. */
export async function seedIfEmpty(payload: Payload): Promise<boolean> {
  if (await hasContent(payload)) return false
  await seed(payload)
  return true
}

const pick = (l: L, locale: Locale) => l[locale]
const pickPoints = (items: Point[], locale: Locale) =>
  items.map((p) => ({ title: p.title[locale], text: p.text[locale] }))
const pickRich = (r: LRich, locale: Locale) => toLexical(r[locale])

const ctx = { context: { seeding: true, disableRevalidate: true }, overrideAccess: true } as const

/**
 * Creates a document in Chinese, then adds the English text to the same document, both
 * published. `localized(locale)` returns the localized fields for that locale.
 */
async function createBilingual(
  payload: Payload,
  collection: CollectionSlug,
  shared: Doc,
  localized: (locale: Locale) => Doc,
): Promise<number> {
  const created = await payload.create({
    collection,
    locale: 'zh',
    data: { ...shared, ...localized('zh'), _status: 'published' } as never,
    ...ctx,
  })
  await payload.update({
    collection,
    id: created.id,
    locale: 'en',
    data: { ...localized('en'), _status: 'published' } as never,
    ...ctx,
  })
  return created.id as number
}

/** A file the seed uploads: an image it drew or a document it wrote, with its alt text. */
type SeedUpload = Pick<GeneratedImage, 'data' | 'mimetype' | 'filename' | 'alt'>

async function upload(payload: Payload, pending: SeedUpload | Promise<SeedUpload>): Promise<number> {
  const image = await pending
  const doc = await payload.create({
    collection: 'media',
    locale: 'zh',
    data: { alt: image.alt.zh },
    file: { data: image.data, mimetype: image.mimetype, name: image.filename, size: image.data.length },
    ...ctx,
  })
  await payload.update({ collection: 'media', id: doc.id, locale: 'en', data: { alt: image.alt.en }, ...ctx })
  return doc.id as number
}

/**
 * One architecture diagram per language (the field is localized): the labels are words, so the
 * Chinese site gets them in Chinese (content/diagramLabels.ts), the English site as written.
 */
async function diagrams(
  payload: Payload,
  title: L,
  layers: string[][],
  seed: number,
): Promise<Record<Locale, number>> {
  const zhLayers = layers.map((row) => row.map((label) => diagramLabelsZh[label] ?? label))
  const zh = architectureDiagram(title.zh, zhLayers, seed)
  const en = architectureDiagram(title.en, layers, seed)
  // Both images show the same diagram: each language's description comes from the image drawn in
  // it, so neither alt mixes English sentences with Chinese labels.
  const alt = { zh: zh.alt.zh, en: en.alt.en }
  return {
    zh: await upload(payload, { ...zh, alt }),
    en: await upload(payload, { ...en, alt }),
  }
}

export async function seed(payload: Payload): Promise<void> {
  const started = Date.now()
  payload.logger.info('Seeding an empty database with sample content…')

  // Shared covers: a few per kind, reused across documents, keep the seed quick.
  const covers = new Map<string, number[]>()
  for (const kind of ['news', 'article', 'case', 'doc', 'video', 'solution'] as const) {
    const ids: number[] = []
    for (let i = 0; i < 3; i++) ids.push(await upload(payload, coverImage(kind, i)))
    covers.set(kind, ids)
  }
  const cover = (kind: string, i: number) => {
    const ids = covers.get(kind)!
    return ids[i % ids.length]
  }
  const heroes = [] as number[]
  for (let i = 0; i < 3; i++) heroes.push(await upload(payload, heroBackground(i)))

  // Types first: documents and videos point at them.
  const docTypeIds = new Map<string, number>()
  for (const t of docTypes) {
    docTypeIds.set(
      t.key,
      (
        await payload.create({
          collection: 'doc-types',
          locale: 'zh',
          data: { key: t.key, title: t.title.zh, product: t.product, sort: t.sort, languages: ['zh', 'en'] },
          ...ctx,
        })
      ).id as number,
    )
    await payload.update({
      collection: 'doc-types',
      id: docTypeIds.get(t.key)!,
      locale: 'en',
      data: { title: t.title.en },
      ...ctx,
    })
  }
  const videoTypeIds = new Map<string, number>()
  for (const t of videoTypes) {
    const doc = await payload.create({
      collection: 'video-types',
      locale: 'zh',
      data: { key: t.key, title: t.title.zh, product: t.product, sort: t.sort, languages: ['zh', 'en'] },
      ...ctx,
    })
    await payload.update({
      collection: 'video-types',
      id: doc.id,
      locale: 'en',
      data: { title: t.title.en },
      ...ctx,
    })
    videoTypeIds.set(t.key, doc.id as number)
  }

  // Each case its own cover (its file named after sector and product), so twenty cases do not
  // share three pictures. The composition goes by the case's place in the listing (newest first),
  // so neighbouring cards never show the same drawing.
  const listingRank = new Map(
    [...cases].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).map((c, rank) => [c, rank]),
  )
  const caseCovers: number[] = []
  for (const c of cases) {
    const sector = caseIndustryOptions.find((o) => o.value === String(c.industry))?.label.en ?? 'Industry'
    const product = caseProductOptions.find((o) => o.value === String(c.product))?.label ?? ''
    const rank = listingRank.get(c) as number
    caseCovers.push(await upload(payload, coverImage('case', rank, `${sector} – ${product}`)))
  }

  // Cases before products, services and plans, which link to them.
  const caseIds: { id: number; product: string; industry: number }[] = []
  for (const [i, c] of cases.entries()) {
    const id = await createBilingual(
      payload,
      'cases',
      {
        product: String(c.product),
        industry: String(c.industry),
        result: { value: c.result.value },
        cover: caseCovers[i],
        featured: c.featured,
        publishedAt: c.publishedAt,
      },
      (l) => ({
        title: pick(c.title, l),
        customer: pick(c.customer, l),
        summary: pick(c.summary, l),
        result: { value: c.result.value, label: pick(c.result.label, l) },
        body: pickRich(c.body, l),
      }),
    )
    caseIds.push({ id, product: String(c.product), industry: c.industry })
  }
  const caseProductOf: Record<string, string> = { MogDB: '1', zCloud: '2', zDataX: '3', zAIoT: '4' }
  const casesFor = (productType: string) =>
    caseIds
      .filter((c) => c.product === caseProductOf[productType])
      .slice(0, 3)
      .map((c) => c.id)

  for (const [i, p] of products.entries()) {
    const architectureImage = await diagrams(payload, p.title, p.architectureLayers, i)
    await createBilingual(
      payload,
      'products',
      {
        type: p.productType,
        sort: p.sort,
        heroImage: heroes[i % heroes.length],
        relatedCases: casesFor(p.productType),
      },
      (l) => ({
        title: pick(p.title, l),
        architectureImage: architectureImage[l],
        tagline: pick(p.tagline, l),
        summary: pick(p.summary, l),
        figures: p.figures.map((f) => ({ value: f.value, label: f.label[l] })),
        values: pickPoints(p.values, l),
        features: pickPoints(p.features, l),
        scenarios: pickPoints(p.scenarios, l),
        architectureCaption: pick(p.architectureCaption, l),
      }),
    )
  }

  for (const [i, s] of services.entries()) {
    await createBilingual(
      payload,
      'services',
      {
        type: s.serviceType,
        sort: s.sort,
        heroImage: heroes[(i + 1) % heroes.length],
        relatedCases: caseIds.slice(i * 3, i * 3 + 3).map((c) => c.id),
      },
      (l) => ({
        title: pick(s.title, l),
        tagline: pick(s.tagline, l),
        summary: pick(s.summary, l),
        offerings: pickPoints(s.offerings, l),
        process: pickPoints(s.process, l),
        deliverables: pickPoints(s.deliverables, l),
      }),
    )
  }

  const planIndustryToCase: Record<string, number> = {
    financial_industry: 1,
    government: 2,
    medical_industry: 2,
    industry: 3,
    power_industry: 4,
    traffic: 4,
    operator: 5,
  }
  const seedPlans = async (collection: 'solution-plans' | 'product-plans', plans: SeedPlan[]) => {
    for (const [i, p] of plans.entries()) {
      const architectureImage = await diagrams(payload, p.title, p.architectureLayers, 10 + i)
      await createBilingual(
        payload,
        collection,
        {
          number: p.number,
          industry: p.industry,
          isRecommend: p.isRecommend,
          sort: p.sort,
          createTime: p.createTime,
          heroImage: cover('solution', i),
          relatedProducts: p.relatedProducts,
          relatedCases: caseIds
            .filter((c) => c.industry === planIndustryToCase[p.industry])
            .slice(0, 3)
            .map((c) => c.id),
        },
        (l) => ({
          title: pick(p.title, l),
          architectureImage: architectureImage[l],
          summary: pick(p.summary, l),
          challenges: pickPoints(p.challenges, l),
          body: pickRich(p.body, l),
          benefits: pickPoints(p.benefits, l),
        }),
      )
    }
  }
  await seedPlans('solution-plans', solutionPlans)
  await seedPlans('product-plans', productPlans)

  for (const [i, n] of news.entries()) {
    await createBilingual(
      payload,
      'news',
      { category: n.category, cover: cover('news', i), publishedAt: n.publishedAt },
      (l) => ({
        title: pick(n.title, l),
        summary: pick(n.summary, l),
        body: pickRich(n.body, l),
      }),
    )
  }
  for (const [i, a] of articles.entries()) {
    await createBilingual(
      payload,
      'articles',
      { tags: a.tags, cover: cover('article', i), publishedAt: a.publishedAt },
      (l) => ({
        title: pick(a.title, l),
        summary: pick(a.summary, l),
        author: pick(a.author, l),
        body: pickRich(a.body, l),
      }),
    )
  }
  for (const [i, d] of docs.entries()) {
    // Each document downloads as a PDF of its own text, one edition per language.
    const file = { zh: 0, en: 0 }
    for (const l of ['zh', 'en'] as const) {
      const meta = [
        d.version ? (l === 'zh' ? `适用版本 ${d.version}` : `Version ${d.version}`) : '',
        formatDate(d.publishedAt, l, true),
      ]
      const data = documentPdf({
        lang: l,
        company: siteSettings.brandName[l],
        title: d.title[l],
        meta: meta.filter(Boolean).join(' · '),
        summary: d.summary[l],
        body: d.body[l],
        date: d.publishedAt,
      })
      file[l] = await upload(payload, {
        data,
        mimetype: 'application/pdf',
        filename: `enmotech-doc-${i + 1}-${l}.pdf`,
        alt: { zh: d.title.zh, en: d.title.en },
      })
    }
    await createBilingual(
      payload,
      'docs',
      {
        type: docTypeIds.get(d.docType),
        product: d.product,
        version: d.version,
        cover: cover('doc', i),
        publishedAt: d.publishedAt,
      },
      (l) => ({
        title: pick(d.title, l),
        summary: pick(d.summary, l),
        body: pickRich(d.body, l),
        file: file[l],
      }),
    )
  }
  // One short original clip stands in for every seeded video, so the player really plays.
  const clip = sampleVideo()
  const videoFile = clip ? await upload(payload, clip) : undefined
  for (const [i, v] of videos.entries()) {
    await createBilingual(
      payload,
      'videos',
      {
        type: videoTypeIds.get(v.videoType),
        product: v.product,
        cover: cover('video', i),
        videoFile,
        publishedAt: v.publishedAt,
      },
      (l) => ({ title: pick(v.title, l), summary: pick(v.summary, l) }),
    )
  }
  for (const [i, b] of banners.entries()) {
    await createBilingual(payload, 'banners', { sort: b.sort, image: heroes[i % heroes.length] }, (l) => ({
      title: pick(b.title, l),
      subtitle: pick(b.subtitle, l),
    }))
  }
  // Drawn side by side (sharp works on its own threads), uploaded in order.
  const certificates = await Promise.all(
    honors.map((h, i) =>
      Promise.all([honorCertificate(h.title, h.year, i), honorCertificate(h.title, h.year, i, 'en')]),
    ),
  )
  for (const [i, h] of honors.entries()) {
    const [zhCertificate, enCertificate] = certificates[i]!
    const image = await upload(payload, zhCertificate)
    // The English host shows the certificate with its English title (localizedImage).
    const english = await upload(payload, enCertificate)
    await createBilingual(payload, 'honors', { year: h.year, sort: h.sort, image }, (l) => ({
      title: pick(h.title, l),
      issuer: pick(h.issuer, l),
      localizedImage: l === 'en' ? english : image,
    }))
  }
  for (const [i, p] of partners.entries()) {
    // The Chinese host shows the bilingual mark; the English host its English override.
    const logo = await upload(payload, bilingualWordmark('partner', p.name, i))
    const english = await upload(payload, englishWordmark('partner', p.name, i))
    await createBilingual(payload, 'partners', { category: p.category, sort: p.sort, logo }, (l) => ({
      name: pick(p.name, l),
      description: pick(p.description, l),
      localizedLogo: l === 'en' ? english : null,
    }))
  }
  for (const j of jobs) {
    await createBilingual(payload, 'jobs', { headcount: j.headcount, publishedAt: j.publishedAt }, (l) => ({
      title: pick(j.title, l),
      department: pick(j.department, l),
      location: pick(j.location, l),
      employmentType: pick(j.employmentType, l),
      responsibilities: j.responsibilities[l].map((text) => ({ text })),
      requirements: j.requirements[l].map((text) => ({ text })),
    }))
  }

  await seedGlobals(payload)
  await seedPrivacyPage(payload)
  payload.logger.info(`Seeded sample content in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

async function seedGlobals(payload: Payload) {
  const s = siteSettings
  const logo = await upload(payload, brandLogo())
  const shareImage = await upload(payload, brandLogoPng())
  // Named in both languages: the Media library's Chinese alt text is not half English.
  const officialAccountQr = await upload(
    payload,
    qrCode('https://www.enmotech.com/about/contract', { zh: '官方公众号', en: 'Official account' }),
  )
  const videoAccountQr = await upload(
    payload,
    qrCode('https://www.enmotech.com/video', { zh: '官方视频号', en: 'Video account' }),
  )
  for (const l of ['zh', 'en'] as const) {
    await payload.updateGlobal({
      slug: 'site-settings',
      locale: l,
      data: {
        brandName: s.brandName[l],
        companyBlurb: s.companyBlurb[l],
        shareTitle: s.shareTitle[l],
        recruitingEmail: s.recruitingEmail[l],
        logo,
        shareImage,
        enquiryRecipients: s.enquiryRecipients,
        helpCenterUrl: s.helpCenterUrl,
      },
      ...ctx,
    })
  }
  // The menus, contact values and social icons (issue 21), as they were in code.
  await writeDefaultHeader(payload)
  await writeDefaultFooter(payload, { officialAccount: officialAccountQr, videoAccount: videoAccountQr })

  // Offices are a non-localized array with localized fields: write the array in zh, then the
  // English text row by row (same row ids), so the rows stay one list.
  const zhCompany = await payload.updateGlobal({
    slug: 'company',
    locale: 'zh',
    data: {
      headline: company.headline.zh,
      introduction: toLexical(company.introduction.zh),
      figures: company.figures.zh,
      history: company.history.zh,
      offices: company.offices.map((o) => ({
        city: o.city.zh,
        address: o.address.zh,
        phone: o.phone,
        email: o.email,
      })),
    },
    ...ctx,
  })
  const officeRows = (zhCompany as { offices?: { id?: string | null }[] }).offices ?? []
  // The Chinese host shows the bilingual mark; the English host its English override (localizedLogo).
  const customerLogos: number[] = []
  const englishLogos: number[] = []
  for (const [i, c] of customers.entries()) {
    customerLogos.push(await upload(payload, bilingualWordmark('customer', c.name, i + 7)))
    englishLogos.push(await upload(payload, englishWordmark('customer', c.name, i + 7)))
  }
  const withCustomers = await payload.updateGlobal({
    slug: 'company',
    locale: 'zh',
    data: {
      customers: customers.map((c, i) => ({ name: c.name.zh, sector: c.sector.zh, logo: customerLogos[i] })),
    },
    ...ctx,
  })
  const customerRows = (withCustomers as { customers?: { id?: string | null }[] }).customers ?? []
  await payload.updateGlobal({
    slug: 'company',
    locale: 'en',
    data: {
      headline: company.headline.en,
      introduction: toLexical(company.introduction.en),
      figures: company.figures.en,
      history: company.history.en,
      offices: company.offices.map((o, i) => ({
        id: officeRows[i]?.id,
        city: o.city.en,
        address: o.address.en,
        phone: o.phone,
        email: o.email,
      })),
      customers: customers.map((c, i) => ({
        id: customerRows[i]?.id,
        name: c.name.en,
        sector: c.sector.en,
        logo: customerLogos[i],
        localizedLogo: englishLogos[i],
      })),
    },
    ...ctx,
  })

  const [year, month] = trends.firstMonth.split('-').map(Number)
  const monthLabel = (i: number) => {
    const d = new Date(Date.UTC(year, month - 1 + i, 1))
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
  }
  const series = trends.series.map((s) => ({
    name: s.name,
    points: Array.from({ length: trends.months }, (_, i) => ({
      month: monthLabel(i),
      score: Math.round((s.start + s.drift * i + s.wave * Math.sin(i / 2.3)) * 10) / 10,
    })),
  }))
  for (const l of ['zh', 'en'] as const) {
    await payload.updateGlobal({
      slug: 'trends',
      locale: l,
      data: { title: trends.title[l], description: trends.description[l], source: trends.source[l], series },
      ...ctx,
    })
  }
}
