// Static, like the site's cached pages: rendered at build time and served from the cache.
export default function Page() {
  return (
    <main>
      <h1>Bare page</h1>
      <p>The same Next.js version as the site, with nothing added.</p>
    </main>
  )
}
