import { typePages } from '@/features/products/queries'

export const serviceTypes = ['consulting_service', 'operation_management', 'huaweiCloud_service'] as const
export type ServiceType = (typeof serviceTypes)[number]

export function isServiceType(v: string): v is ServiceType {
  return (serviceTypes as readonly string[]).includes(v)
}

const services = typePages('services', serviceTypes, { all: 'services', one: 'service' })

/** Published services with text in this language, in menu order. */
export const getServices = services.all
/** One service page's document with its related cases populated. */
export const getService = services.one
