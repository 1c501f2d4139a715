// The hero floor (issue 53): the bare page plus one priority hero image, the very file the site's
// home page shows first on a phone (same bytes, same pixel size), full width as the home's hero.
// bench/run.mjs copies that file to public/ and writes hero.json before it builds this floor.
import fs from 'node:fs'
import path from 'node:path'
import Image from 'next/image'

function hero() {
  try {
    return JSON.parse(fs.readFileSync(path.join(process.cwd(), 'hero.json'), 'utf8'))
  } catch {
    return null
  }
}

export default function Page() {
  const h = hero()
  return (
    <main>
      {h ? (
        <Image
          src={h.src}
          width={h.width}
          height={h.height}
          alt="Hero"
          priority
          unoptimized
          sizes="100vw"
          style={{ display: 'block', width: '100%', height: 'auto' }}
        />
      ) : null}
      <h1>Bare page with a hero image</h1>
      <p>The same Next.js version as the site, with one priority image added.</p>
    </main>
  )
}
