/**
 * The privacy policy the enquiry form links to: a landing page (`pages` collection) that the seed
 * creates at this path in both languages and editors keep up to date. Its path is fixed here so
 * the form needs no CMS read; the seed, the docs and the e2e test use this constant.
 */
export const PRIVACY_PATH = '/privacy'
