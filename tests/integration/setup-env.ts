import { inject } from 'vitest'

// Runs before each test file imports the Payload config, which reads the environment once.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.DATA_DIR = inject('dataDir')
process.env.PAYLOAD_SECRET = 'integration-test-secret-0123456789'
process.env.SITE_ZH_HOST = 'www.site.test'
process.env.SITE_EN_HOST = 'en.site.test'
process.env.LOG_LEVEL = 'warn'
