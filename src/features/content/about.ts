import { cache } from 'react'
import type { Locale } from '@/i18n/routing'
import type { Honor, Job, Partner } from '@/cms/payload-types'
import { cms } from '@/lib/payload'
import { asVisitor, hasTitle, titled } from './visitor'

/** Company global, honors, partners, jobs and site settings, as a visitor reads them. */
export const getCompany = cache(async (locale: Locale) => {
  const payload = await cms()
  return payload.findGlobal({ slug: 'company', depth: 1, ...asVisitor(locale) })
})

export const getSiteSettings = cache(async (locale: Locale) => {
  const payload = await cms()
  return payload.findGlobal({ slug: 'site-settings', depth: 1, ...asVisitor(locale) })
})

export const getTrends = cache(async (locale: Locale) => {
  const payload = await cms()
  return payload.findGlobal({ slug: 'trends', depth: 0, ...asVisitor(locale) })
})

export const getHonors = cache(async (locale: Locale): Promise<(Honor & { title: string })[]> => {
  const payload = await cms()
  const res = await payload.find({
    collection: 'honors',
    sort: 'sort',
    limit: 200,
    depth: 1,
    where: hasTitle,
    ...asVisitor(locale),
  })
  return titled(res.docs)
})

export const getPartners = cache(async (locale: Locale): Promise<(Partner & { name: string })[]> => {
  const payload = await cms()
  const res = await payload.find({
    collection: 'partners',
    sort: 'sort',
    limit: 500,
    depth: 1,
    where: { name: { exists: true } },
    ...asVisitor(locale),
  })
  return res.docs.filter((p): p is Partner & { name: string } => Boolean(p.name))
})

export const getJobs = cache(async (locale: Locale): Promise<(Job & { title: string })[]> => {
  const payload = await cms()
  const res = await payload.find({
    collection: 'jobs',
    sort: '-publishedAt',
    limit: 200,
    depth: 0,
    where: hasTitle,
    ...asVisitor(locale),
  })
  return titled(res.docs)
})

export const partnerCategories = ['technology', 'cloud', 'channel', 'academic'] as const
