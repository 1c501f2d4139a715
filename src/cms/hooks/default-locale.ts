import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

const LOCALES = new Set(['zh', 'en', 'all'])

/**
 * A REST or GraphQL request without `?locale=` (or with an unknown one) reaches the operations with
 * no locale: Payload applies the default locale there only when content fallback is on, and the
 * site has it off (payload.config.ts). A query on a localized field then failed with a 500
 * (`/cms-api/news?where[title][contains]=x`), and reads returned no localized text. The local API
 * already defaults to the default locale; this does the same for every collection's operations
 * (the S3 storage plugin's second update of an upload, on the same request, needs it too).
 */
export const defaultLocale: CollectionBeforeOperationHook = ({ args, req }) => {
  if (!req.locale || !LOCALES.has(req.locale)) req.locale = 'zh'
  return args
}

/** The collection with `defaultLocale` as its first beforeOperation hook. */
export const withDefaultLocale = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    beforeOperation: [defaultLocale, ...(collection.hooks?.beforeOperation ?? [])],
  },
})
