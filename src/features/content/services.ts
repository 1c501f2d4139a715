import type { Locale } from '@/i18n/routing'
import type { Case, Service } from '@/cms/payload-types'
import { cms } from '@/lib/payload'
import { populated } from './products'
import { collectionTag, documentTag, MEDIA_TAG } from './cache-tags'
import { cachedRead } from './cached'
import { asVisitor, hasTitle, titled } from './visitor'

export const serviceTypes = ['consulting_service', 'operation_management', 'huaweiCloud_service'] as const
export type ServiceType = (typeof serviceTypes)[number]

export function isServiceType(v: string): v is ServiceType {
  return (serviceTypes as readonly string[]).includes(v)
}

export const getServices = cachedRead(
  'services',
  () => [collectionTag('services'), MEDIA_TAG],
  async (locale: Locale): Promise<(Service & { title: string })[]> => {
    const payload = await cms()
    const res = await payload.find({
      collection: 'services',
      sort: 'sort',
      limit: 20,
      depth: 1,
      where: hasTitle,
      ...asVisitor(locale),
    })
    return titled(res.docs)
  },
)

/** One service page's document with its related cases populated. */
export const getService = cachedRead(
  'service',
  (_locale, type) => [documentTag('services', type), collectionTag('cases'), MEDIA_TAG],
  async (locale: Locale, type: ServiceType) => {
    const payload = await cms()
    const res = await payload.find({
      collection: 'services',
      limit: 1,
      depth: 2,
      where: { and: [{ type: { equals: type } }, hasTitle] },
      ...asVisitor(locale),
    })
    const service = titled(res.docs)[0]
    if (!service) return null
    return { ...service, relatedCases: populated<Case>(service.relatedCases) }
  },
)
