import { HeroPage } from '../hero-page'

/** The hero floor: the bare page and the home page's first image. */
export default function Page() {
  return <HeroPage />
}
