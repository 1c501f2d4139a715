import { earlyInputScript } from './early-input'

/** The inline script of early-input.ts, first in <body> so it listens from the first paint. */
export function EarlyInput() {
  return <script dangerouslySetInnerHTML={{ __html: earlyInputScript }} />
}
