import { notFound } from 'next/navigation'

/** Any path no route matches renders the locale's 404 page inside the site shell. */
export default function CatchAll() {
  notFound()
}
