/**
 * `npm run staff:reset-totp -- <e-mail>`: turns off the second factor of one staff account, for
 * an admin who lost both the device and the recovery codes and has no other admin to reset it.
 * It needs shell access to the server (the database and PAYLOAD_SECRET), which is the proof.
 */
import { getPayload } from 'payload'
import config from '../../cms/payload.config'
import { clearedTotp } from './totp-endpoints'
import { saveTotpState } from './totp-login'

const email = process.argv[2]?.trim().toLowerCase()
if (!email) {
  console.error('Usage: npm run staff:reset-totp -- <e-mail of the staff account>')
  process.exit(2)
}
const payload = await getPayload({ config })
const { docs } = await payload.find({
  collection: 'users',
  where: { email: { equals: email } },
  limit: 1,
  depth: 0,
})
const user = docs[0]
if (!user) {
  console.error(`No staff account has the e-mail ${email}.`)
  process.exit(1)
}
await saveTotpState(payload, user.id, clearedTotp)
console.log(`Two-step sign-in is off for ${email}: sign in with the password and set it up again.`)
process.exit(0)
