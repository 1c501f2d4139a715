import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { zh } from '@payloadcms/translations/languages/zh'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { jobsConfig } from '../features/mail/jobs'
import { mailFrom, mailTransport } from '../features/mail/transport'
import { env, siteOrigin } from '../lib/env'
import { Cases } from '@/features/cases/collection'
import { Banners, Honors, Jobs, Partners } from '@/features/about/collection'
import { Enquiries } from '@/features/enquiry/collection'
import { EnquiryEvents } from '@/features/enquiry/events'
import { TeamChat } from '@/features/enquiry/team-chat/settings'
import { Media } from '@/features/media/collection'
import { ProductPlans, SolutionPlans } from '@/features/solutions/collection'
import { Articles, News } from '@/features/news/collection'
import { Products, Services } from '@/features/products/collection'
import { Pages } from '@/features/landing-pages/collection'
import { Redirects } from '@/features/redirects/collection'
import { DocTypes, Docs, VideoTypes, Videos } from '@/features/resources/collection'
import { Users } from '@/features/staff-auth/collection'
import { databaseAdapter } from './db'
import { Company } from '@/features/about/global'
import { Footer } from '@/features/navigation/footer/config'
import { Header } from '@/features/navigation/header/config'
import { SiteSettings } from './globals/SiteSettings'
import { Trends } from '@/features/technology/global'
import { PageTexts } from '@/features/page-texts/global'
import { onInit } from './init'
import { uploadStorage } from './storage'
import { cmsLogger } from './logger'
import { withDefaultLocale } from './hooks/default-locale'
import { badQueryIs400 } from './hooks/bad-query'
import { keepValidationDetails } from './hooks/errorDetails'
import { livePreview } from '../features/preview/live-preview'
import { graphQLConfig, graphQLSuggestionsOff } from './graphql'
import { withSafeLinks } from './fields/rich-text-links'
import { ADMIN_DATE_TIME_FORMAT } from './fields'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const e = env()
const from = mailFrom(e)

export default buildConfig({
  secret: e.PAYLOAD_SECRET,
  db: databaseAdapter(e),
  // Every rich-text field uses this editor; its links must pass the one URL rule.
  editor: withSafeLinks(lexicalEditor()),
  sharp,
  // Payload's REST and GraphQL move off /api: /api/* is the site's public contract (spec section 7).
  routes: { api: '/cms-api', admin: '/admin' },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · CMS', icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }] },
    // Payload's default avatar is loaded from an outside host (Gravatar): no run-time requests
    // leave the site, and staff e-mail hashes are not sent to a third party.
    avatar: 'default',
    // In both admin languages; Payload's default spelled out Chinese months ("十一月 30日 2026, 5:25 上午").
    dateFormat: ADMIN_DATE_TIME_FORMAT,
    // The real page beside the form while editing (features/preview/live-preview.ts).
    livePreview,
    components: {
      // The site's brand instead of Payload's (components/admin/brand.tsx).
      graphics: { Icon: '/components/admin/brand#AdminIcon', Logo: '/components/admin/brand#AdminLogo' },
      views: {
        // The leads dashboard (sales staff and admins): enquiries per week, owners, time to first contact.
        leads: { Component: '/features/enquiry/dashboard/LeadsView#LeadsView', path: '/leads', exact: true },
        // Data-subject requests (admins): find, export or delete one address's enquiries.
        dataRequests: {
          Component: '/features/enquiry/admin/DataRequestsView#DataRequestsView',
          path: '/data-requests',
          exact: true,
        },
        // Sign-in that asks for the TOTP code when the account has one (features/staff-auth).
        login: { Component: '/features/staff-auth/admin/totp-login-view#TotpLoginView', path: '/login' },
      },
      providers: ['/features/staff-auth/admin/totp-setup-redirect#TotpSetupRedirect'],
      beforeNavLinks: ['/features/enquiry/dashboard/LeadsNavLink#LeadsNavLink'],
      afterNavLinks: ['/features/enquiry/admin/DataRequestsNavLink#DataRequestsNavLink'],
    },
    importMap: {
      baseDir: path.resolve(dirname, '..'),
      importMapFile: path.resolve(dirname, '../app/(payload)/admin/importMap.js'),
    },
  },
  i18n: { supportedLanguages: { zh, en }, fallbackLanguage: 'zh' },
  // No fallback: an English page never shows Chinese text by accident; a document without
  // English text is simply not offered on the English site.
  localization: {
    locales: [
      { code: 'zh', label: '中文' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale: 'zh',
    fallback: false,
  },
  collections: [
    Products,
    Services,
    SolutionPlans,
    ProductPlans,
    Cases,
    News,
    Articles,
    Docs,
    DocTypes,
    Videos,
    VideoTypes,
    Banners,
    Honors,
    Partners,
    Jobs,
    Enquiries,
    EnquiryEvents,
    Media,
    Redirects,
    Pages,
    Users,
  ].map(withDefaultLocale),
  globals: [SiteSettings, Header, Footer, Company, Trends, PageTexts, TeamChat],
  // Uploads on local disk, or in a shared S3-compatible bucket when S3_BUCKET is set.
  plugins: [...uploadStorage(e)],
  // Enquiry e-mails (and staff password resets): SMTP_URL, or .eml files under DATA_DIR/outbox.
  // No verify at start: an SMTP outage must not stop the site; the mail job retries instead.
  email: nodemailerAdapter({
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    transport: mailTransport(e),
    skipVerify: true,
  }),
  // The jobs queue delivers enquiry e-mails with retries (src/features/mail/jobs.ts).
  jobs: jobsConfig(e),
  // Cookie-authenticated admin requests are accepted only from the site's own two origins.
  csrf: [siteOrigin('zh'), siteOrigin('en')],
  cors: [siteOrigin('zh'), siteOrigin('en')],
  // Introspection and the playground are off in production, and so are "Did you mean" suggestions.
  graphQL: graphQLConfig(e.NODE_ENV === 'production'),
  // Types are written by `npm run generate:types` only: Payload's default regenerates them in a
  // background process at every non-production start, so a test child or a script rewrote a source file.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  telemetry: false,
  // JSON lines; a refused request (4xx) at info, not error (see the module).
  logger: cmsLogger(e.LOG_LEVEL),
  // REST answers to a refused save name the fields and why; a read with a value its field cannot
  // take is a 400 (see the hooks).
  hooks: {
    afterError: [
      keepValidationDetails,
      badQueryIs400,
      ...(e.NODE_ENV === 'production' ? [graphQLSuggestionsOff] : []),
    ],
  },
  onInit,
})
