import { describe, expect, it } from 'vitest'
import { changeIsVisible, type DocLike, documentKey, tagsForDocument, tagsForGlobal } from './cache-tags'

describe('tags purged after a change', () => {
  it('a news item purges its listings and its own page, not the shell', () => {
    const before = { id: 7, title: 'Old', _status: 'published' }
    const after = { id: 7, title: 'New', _status: 'published' }
    expect(tagsForDocument('news', after, before).sort()).toEqual(['news', 'news:7'])
  })

  it('products and services are keyed by their route type, plans by their number', () => {
    expect(documentKey('products', { id: 3, type: 'MogDB' })).toBe('MogDB')
    expect(documentKey('services', { id: 1, type: 'consulting_service' })).toBe('consulting_service')
    expect(documentKey('solution-plans', { id: 40, number: 4 })).toBe('4')
    expect(documentKey('cases', { id: 12 })).toBe('12')
  })

  it('a product whose menu title changes also purges the shell', () => {
    const before = { id: 3, type: 'MogDB', title: 'MogDB', _status: 'published' }
    expect(tagsForDocument('products', { ...before, title: 'MogDB 5' }, before)).toContain('shell')
  })

  it('a product edit that the menu does not show leaves the shell alone', () => {
    const before = { id: 3, type: 'MogDB', title: 'MogDB', summary: 'a', _status: 'published' }
    const tags = tagsForDocument('products', { ...before, summary: 'b' }, before)
    expect(tags.sort()).toEqual(['products', 'products#count:summary', 'products:MogDB'])
  })

  it('publishing or unpublishing a recommended plan purges the shell', () => {
    const draft = { id: 40, number: 4, title: 'P', isRecommend: true, _status: 'draft' }
    const published = { ...draft, _status: 'published' }
    expect(tagsForDocument('solution-plans', published, draft)).toContain('shell')
    expect(tagsForDocument('solution-plans', draft, published)).toContain('shell')
    expect(tagsForDocument('solution-plans', published, draft)).toContain('solution-plans:4')
  })

  it('a changed route key purges the old and the new page', () => {
    const before = { id: 5, number: 4, _status: 'published' }
    const tags = tagsForDocument('product-plans', { ...before, number: 9 }, before)
    expect(tags).toEqual(expect.arrayContaining(['product-plans:4', 'product-plans:9']))
  })

  it('a deleted document purges its page, listings and counts', () => {
    expect(tagsForDocument('cases', null, { id: 12, _status: 'published' }).sort()).toEqual([
      'cases',
      'cases#count',
      'cases:12',
    ])
  })

  it('counts are purged only when a document may enter or leave them', () => {
    const published = { id: 7, title: 'A', industry: '1', summary: 'x', _status: 'published' }
    const counts = (doc: DocLike | null, previous: DocLike | null) =>
      tagsForDocument('cases', doc, previous).filter((t) => t.includes('#count'))
    // A corrected text: every count kept.
    expect(counts({ ...published, title: 'B', summary: 'y' }, published)).toEqual(['cases#count:summary'])
    // Created, deleted, published, unpublished, a title gained or lost: the counts are stale.
    expect(counts(published, null)).toEqual(['cases#count'])
    expect(counts(null, published)).toEqual(['cases#count'])
    expect(counts(published, { ...published, _status: 'draft' })).toEqual(['cases#count'])
    expect(counts({ ...published, _status: 'draft' }, published)).toEqual(['cases#count'])
    expect(counts({ ...published, title: null }, published)).toEqual(['cases#count'])
    expect(
      counts({ ...published, title: { zh: 'A', en: 'B' } }, { ...published, title: { zh: 'A' } }),
    ).toEqual(['cases#count'])
    // Moved to another sector: the counts filtered by sector.
    expect(counts({ ...published, industry: '2' }, published)).toEqual(['cases#count:industry'])
  })

  it('site settings purge the shell, the trends global only itself', () => {
    expect(tagsForGlobal('site-settings')).toEqual(['global:site-settings', 'shell'])
    expect(tagsForGlobal('trends')).toEqual(['global:trends'])
    // The menus are on every page of both hosts: saving one purges the shell.
    expect(tagsForGlobal('header')).toEqual(['global:header', 'shell'])
    expect(tagsForGlobal('footer')).toEqual(['global:footer', 'shell'])
  })
})

describe('which changes visitors can see', () => {
  it('a draft saved over a draft is invisible; publish, edit and unpublish are visible', () => {
    const draft = { id: 1, _status: 'draft' }
    const published = { id: 1, _status: 'published' }
    expect(changeIsVisible(draft, draft)).toBe(false)
    expect(changeIsVisible(draft, null)).toBe(false)
    expect(changeIsVisible(published, draft)).toBe(true)
    expect(changeIsVisible(published, published)).toBe(true)
    expect(changeIsVisible(draft, published)).toBe(true)
  })

  it('collections without drafts are always visible', () => {
    expect(changeIsVisible({ id: 1 }, null)).toBe(true)
  })
})
