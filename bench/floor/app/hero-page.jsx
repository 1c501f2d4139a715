// The hero floors (issue 53): the bare page plus one priority hero image, the very file the site's
// home page shows first on a phone (same bytes, same pixel size), full width as the home's hero;
// with `styled`, also the stylesheets the home page links (same bytes), render-blocking in the
// head as the site's are. bench/run.mjs writes hero.json and copies the image to public/ before it
// builds this floor, and the stylesheets to its .next/static/site/ after.
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

export function HeroPage({ styled = false }) {
  const h = hero()
  return (
    <main>
      {/* React puts a stylesheet with a precedence in the head, before the first paint. */}
      {styled
        ? (h?.stylesheets ?? []).map((href) => (
            <link key={href} rel="stylesheet" href={href} precedence="default" />
          ))
        : null}
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
