import { typePages } from '@/features/products/queries'
import { serviceTypes } from '@/features/products/types'

const services = typePages('services', serviceTypes, { all: 'services', one: 'service' })

/** Published services with text in this language, in menu order. */
export const getServices = services.all
/** One service page's document with its related cases populated. */
export const getService = services.one
