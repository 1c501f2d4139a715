/**
 * What the visitor typed, and whether they pressed Enter, in the search box's stand-in while the
 * dialog's code was loading (SearchBox). The dialog takes it over once, then clears it.
 */
import { takeEarlySearch } from '@/components/runtime/early-input'

export type SearchDraft = { q: string; submit: boolean }

let draft: SearchDraft = { q: '', submit: false }

/** The draft, with anything typed before the page's scripts ran (runtime/early-input.ts) added. */
export const readDraft = (): SearchDraft => {
  if (typeof window !== 'undefined') {
    const early = takeEarlySearch()
    draft = { q: draft.q + early.q, submit: draft.submit || early.submit }
  }
  return { ...draft }
}
export const typeDraft = (q: string) => {
  draft = { ...draft, q }
}
export const submitDraft = () => {
  draft = { ...draft, submit: true }
}
export const clearDraft = () => {
  draft = { q: '', submit: false }
}
