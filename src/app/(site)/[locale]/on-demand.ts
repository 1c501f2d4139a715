/**
 * `generateStaticParams` of the detail pages: no path is built ahead (the build never reads the
 * database); each renders on its first request (`dynamicParams` is on by default) and is then
 * cached for the page's `revalidate`.
 */
export async function generateStaticParams() {
  return []
}
