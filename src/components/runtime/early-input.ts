/**
 * Input that lands before the page's scripts have run (between the first paint and hydration, a
 * few seconds on a slow phone) is not lost: a small inline script (EarlyInput) remembers a click on
 * a control marked `data-early="name"` (or `data-contact`) and the search shortcut, and each island
 * acts on what was remembered for it once it is live. After that React handles everything.
 */
export type EarlyName = 'contact' | 'search' | 'back' | `${Gallery}:${number}`

/** Galleries whose images open in the viewer: an early click names the gallery and the image. */
export type Gallery = 'honors' | 'honor-wall'

type EarlyWindow = Window & {
  __earlyInput?: string[]
  __earlyInputDone?: boolean
  // The search shortcut (or button) was used before the search box was live: what is typed after
  // it, and whether Enter was pressed, until the search box's stand-in takes it (takeEarlySearch).
  __earlySearchOn?: boolean
  __earlySearch?: string
  __earlySubmit?: boolean
}

/** The inline script's text (a fixed string: the server allows it by its hash). */
export { earlyInputScript } from './early-input-script.mjs'

/** The first remembered input that `matches`, taken off the list; null when there is none. */
function takeFirst(matches: (name: string) => boolean): string | null {
  const queue = (window as EarlyWindow).__earlyInput
  const at = queue?.findIndex(matches) ?? -1
  return at < 0 ? null : queue!.splice(at, 1)[0]!
}

/** Was `name` asked for before its island was live? Answers true once, then forgets it. */
export function takeEarlyInput(name: EarlyName): boolean {
  return takeFirst((n) => n === name) !== null
}

/**
 * Whether a click on a `data-early` control acts now. The inline script holds a click made before
 * the page is live (it prevents the default and remembers it); such a click is acted on once, by
 * the control's mount effect (takeEarlyInput) or here, whichever comes first.
 */
export function clickActs(event: { defaultPrevented: boolean }, name: EarlyName): boolean {
  return !event.defaultPrevented || takeEarlyInput(name)
}

/** The image of `gallery` clicked before it was live, if any: its index, answered once. */
export function takeEarlyImage(gallery: Gallery): number | null {
  const prefix = `${gallery}:`
  const name = takeFirst((n) => n.startsWith(prefix))
  if (name === null) return null
  const index = Number(name.slice(prefix.length))
  return Number.isInteger(index) && index >= 0 ? index : null
}

/** The page is live (called once the layout's islands have mounted): the inline script stands down. */
export function earlyInputDone(): void {
  ;(window as EarlyWindow).__earlyInputDone = true
}

/**
 * What was typed after the search shortcut before the search box was live (and whether Enter was
 * pressed). Answers it once; from then on the inline script stops recording keys for search.
 */
export function takeEarlySearch(): { q: string; submit: boolean } {
  const w = window as EarlyWindow
  const taken = { q: w.__earlySearch ?? '', submit: w.__earlySubmit === true }
  w.__earlySearchOn = false
  w.__earlySearch = ''
  w.__earlySubmit = false
  return taken
}
