/**
 * Errors that mean "the database cannot be reached right now" (server stopped, connection lost,
 * file locked or unreadable), as opposed to a bug. Drivers and the ORM wrap them, so the whole
 * `cause` chain is examined.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
])
// PostgreSQL SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown).
const PG_STATE = /^(08\d{3}|57P0[1-4]|53300)$/
const SQLITE_CODE = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|READONLY|NOTADB|CORRUPT|PERM|AUTH)/
// Payload's transactions (the enquiry store) rethrow a failed BEGIN as a new Error that keeps only
// the driver's message ("Error: cannot begin transaction: connect ECONNREFUSED …").
const MESSAGE =
  /\b(?:ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH)\b|Connection terminated|connection (?:refused|closed)|terminating connection|database system is (?:shutting down|starting up)|unable to open database|database is locked|the database disk image is malformed|timeout exceeded when trying to connect/i

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 8; depth++) {
    if (typeof e !== 'object') return false
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown }
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || PG_STATE.test(code) || SQLITE_CODE.test(code))
    )
      return true
    if (typeof message === 'string' && MESSAGE.test(message)) return true
    e = cause
  }
  return false
}
