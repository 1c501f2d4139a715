/**
 * `npm run staff:setup-link`: prints the first staff account's setup link again, for an operator
 * who missed it in the server's log at start. It reads the server's own configuration
 * (PAYLOAD_SECRET, or the embedded secret under DATA_DIR), so it runs where the server runs.
 */
import { firstUserSetupUrl } from './first-user-setup'

console.log(firstUserSetupUrl())
