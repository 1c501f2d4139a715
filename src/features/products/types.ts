// Plain data, no Payload import: the search index (loaded by a collection hook) reads it too.

/** The product pages of spec section 2 (zDBM is redirected to the home page by the proxy). */
export const productPageTypes = ['MogDB', 'zCloud', 'zDataX', 'zStorage', 'zAIoT'] as const
export type ProductPageType = (typeof productPageTypes)[number]

export function isProductPageType(v: string): v is ProductPageType {
  return (productPageTypes as readonly string[]).includes(v)
}

/** The service pages of spec section 2 (/services/{type}). */
export const serviceTypes = ['consulting_service', 'operation_management', 'huaweiCloud_service'] as const
type ServiceType = (typeof serviceTypes)[number]

export function isServiceType(v: string): v is ServiceType {
  return (serviceTypes as readonly string[]).includes(v)
}
