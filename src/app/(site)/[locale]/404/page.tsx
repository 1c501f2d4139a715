import { notFound } from 'next/navigation'

/** /404 renders the locale's not-found page with status 404. */
export default function NotFoundRoute() {
  notFound()
}
