import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { UploadConfig } from 'payload'

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * A file name that is not on the local disk answers 404, as the S3 adapter does for a missing
 * object: Payload's disk fallback answers 500 to any name it cannot find (a mistyped or stale
 * image address, `%00` in it). Returns nothing for a file that is there: Payload then sends it.
 */
export function missingFileIs404(staticDir: string): FileHandler {
  const dir = path.resolve(staticDir)
  return (async (_req, { params }) => {
    const name = params.filename
    const file = path.resolve(dir, name)
    if (name.includes('\0') || !file.startsWith(dir + path.sep)) return notFound()
    const found = await stat(file).catch(() => null)
    return found?.isFile() ? undefined : notFound()
  }) as FileHandler
}
