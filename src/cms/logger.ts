import type { Config } from 'payload'

type LoggerSettings = Extract<NonNullable<Config['logger']>, { options: unknown }>
type LogLevel = NonNullable<LoggerSettings['options']['level']>

const ERROR = 50 // pino's numeric level of `error`

/**
 * A refusal Payload answers with a 4xx: the client's mistake, not the server's. Its GraphQL route
 * logs a GraphQLError whose status is on the error it wraps (`originalError`).
 */
function clientError(err: unknown): { status: number; message: string } | null {
  if (!err || typeof err !== 'object') return null
  const { status, message, originalError } = err as {
    status?: unknown
    message?: unknown
    originalError?: { status?: unknown }
  }
  const code = typeof status === 'number' ? status : originalError?.status
  if (typeof code !== 'number' || code < 400 || code >= 500) return null
  return { status: code, message: typeof message === 'string' ? message : '' }
}

/**
 * Payload's logger (JSON lines on stdout), with refused requests logged as what they are. Payload
 * chooses the level of an error it answers by the error class's name (`loggingLevels`), and the
 * production bundle renames the classes, so every 403, 404 and refused save was logged at `error`
 * with its stack: a visitor probing `/cms-api/users` filled the error log. An error entry whose
 * error carries a 4xx status is written at `info`, with its status and message; 5xx are untouched.
 */
export function cmsLogger(level: LogLevel): LoggerSettings {
  return {
    options: {
      level,
      hooks: {
        logMethod(args, write, numericLevel) {
          const entry = args[0] as { err?: unknown } | undefined
          const refused = numericLevel === ERROR ? clientError(entry?.err) : null
          if (!refused) return write.apply(this, args)
          this.info({ status: refused.status }, refused.message || `refused with ${refused.status}`)
        },
      },
    },
  }
}
