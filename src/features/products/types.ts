// Plain data, no Payload import: the search index (loaded by a collection hook) reads it too.

/** The product pages of spec section 2 (zDBM is redirected to the home page by the proxy). */
export const productPageTypes = ['MogDB', 'zCloud', 'zDataX', 'zStorage', 'zAIoT'] as const
export type ProductPageType = (typeof productPageTypes)[number]

export function isProductPageType(v: string): v is ProductPageType {
  return (productPageTypes as readonly string[]).includes(v)
}
