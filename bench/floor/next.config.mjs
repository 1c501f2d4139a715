// The floor: a bare Next.js page of the same Next version as the site, built and served by the bench.
/** @type {import('next').NextConfig} */
const config = { poweredByHeader: false, reactStrictMode: true }
export default config
