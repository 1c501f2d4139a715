import { HeroPage } from '../hero-page'

/** The hero floor with the home page's stylesheets: what they alone cost the first paint. Printed, not budgeted. */
export default function Page() {
  return <HeroPage styled />
}
