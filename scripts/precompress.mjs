// Brotli (quality 11) and gzip (level 9) copies of the build's static assets, written beside each
// file (`x.js.br`, `x.js.gz`), for deploy/nginx.conf to send as they are (brotli_static,
// gzip_static). Compressing once at build time at the highest levels makes the scripts about 9 %
// smaller than compressing each response on the way out (brotli 5), and costs the proxy no CPU per
// request. The names are content-hashed, so a copy never goes stale.
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** What is worth compressing: text. Fonts (woff2) and images are compressed already. */
const compressible = /\.(?:js|mjs|css|svg|json|txt|map)$/
/** Below this, the encoding's headers cost about what it saves (deploy/nginx.conf's brotli_min_length). */
const minLength = 1024

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(p)
    else if (compressible.test(entry.name)) yield p
  }
}

/** Writes the two copies of every compressible file under `dir`; returns how many files and bytes. */
export async function precompress(dir) {
  const queue = [...files(dir)].filter((f) => fs.statSync(f).size >= minLength)
  const count = queue.length
  let raw = 0
  let br = 0
  // zlib's async calls run on libuv's thread pool: all cores work, a few files at a time.
  async function worker() {
    for (let f = queue.shift(); f; f = queue.shift()) {
      const body = fs.readFileSync(f)
      const [b, g] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: 9 }),
      ])
      fs.writeFileSync(`${f}.br`, b)
      fs.writeFileSync(`${f}.gz`, g)
      raw += body.length
      br += b.length
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return { files: count, raw, br }
}

/** precompress() on the build's static folder, with one line saying what it did. */
export async function precompressBuild(distDir = process.env.NEXT_DIST_DIR || '.next') {
  const dir = path.join(distDir, 'static')
  const started = Date.now()
  const r = await precompress(dir)
  console.log(
    `Precompressed ${r.files} static assets in ${dir} (brotli 11, gzip 9): ${(r.raw / 1024).toFixed(0)} KB, ${(r.br / 1024).toFixed(0)} KB as brotli, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
}

// `node scripts/precompress.mjs`: the same for a build made before this step existed.
if (import.meta.url === `file://${process.argv[1]}`) await precompressBuild()
