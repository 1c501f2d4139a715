/**
 * What the visitor typed, and whether they pressed Enter, in the search box's stand-in while the
 * dialog's code was loading (SearchBox). The dialog takes it over once, then clears it.
 */
export type SearchDraft = { q: string; submit: boolean }

let draft: SearchDraft = { q: '', submit: false }

export const readDraft = (): SearchDraft => ({ ...draft })
export const typeDraft = (q: string) => {
  draft = { ...draft, q }
}
export const submitDraft = () => {
  draft = { ...draft, submit: true }
}
export const clearDraft = () => {
  draft = { q: '', submit: false }
}
