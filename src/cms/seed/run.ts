/** `npm run seed`: seeds the configured database when it is empty; refuses otherwise. */
import { getPayload } from 'payload'
import config from '../payload.config'
import { seedIfEmpty } from './index'

const payload = await getPayload({ config })
const seeded = await seedIfEmpty(payload)
console.log(seeded ? 'Seeded sample content.' : 'The database already has content: nothing seeded.')
process.exit(0)
