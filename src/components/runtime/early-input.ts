/**
 * Input that lands before the page's scripts have run (between the first paint and hydration, a
 * few seconds on a slow phone) is not lost: a small inline script (EarlyInput) remembers a click on
 * a control marked `data-early="name"` (or `data-contact`) and the search shortcut, and each island
 * acts on what was remembered for it once it is live. After that React handles everything.
 */
export type EarlyName = 'menu' | 'contact' | 'search'

type EarlyWindow = Window & { __earlyInput?: string[]; __earlyInputDone?: boolean }

/** The inline script's text (a fixed string: its CSP hash never changes). */
export const earlyInputScript = `(function(){var w=window,q=w.__earlyInput=[];function add(n){if(n&&q.indexOf(n)<0)q.push(n)}
addEventListener('click',function(e){if(w.__earlyInputDone)return;var t=e.target&&e.target.closest&&e.target.closest('[data-early],[data-contact]');if(!t)return;e.preventDefault();add(t.hasAttribute('data-contact')?'contact':t.getAttribute('data-early'))},true);
addEventListener('keydown',function(e){if(w.__earlyInputDone)return;var a=document.activeElement;if(a&&(a.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(a.tagName)))return;if((e.key==='/'&&!e.ctrlKey&&!e.metaKey&&!e.altKey)||((e.ctrlKey||e.metaKey)&&!e.altKey&&String(e.key).toLowerCase()==='k')){e.preventDefault();add('search')}},true)})()`

/** Was `name` asked for before its island was live? Answers true once, then forgets it. */
export function takeEarlyInput(name: EarlyName): boolean {
  const queue = (window as EarlyWindow).__earlyInput
  const at = queue?.indexOf(name) ?? -1
  if (at < 0) return false
  queue!.splice(at, 1)
  return true
}

/** The page is live (called once the layout's islands have mounted): the inline script stands down. */
export function earlyInputDone(): void {
  ;(window as EarlyWindow).__earlyInputDone = true
}
