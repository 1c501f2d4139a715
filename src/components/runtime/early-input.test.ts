import { afterEach, describe, expect, it } from 'vitest'
import { clickActs, earlyInputScript, takeEarlyImage, takeEarlyInput, takeEarlySearch } from './early-input'

// The inline script runs in the page before any of the site's code: here it runs against a bare
// EventTarget standing in for the window, with key presses as the browser would dispatch them.
type Fake = EventTarget & Record<string, unknown>

function load(): {
  win: Fake
  press: (key: string, mods?: Partial<KeyboardEvent>) => boolean
  click: (early: string) => boolean
} {
  const win = new EventTarget() as Fake
  const doc = { activeElement: { tagName: 'BODY', isContentEditable: false } }
  new Function('window', 'addEventListener', 'document', earlyInputScript)(
    win,
    win.addEventListener.bind(win),
    doc,
  )
  ;(globalThis as Record<string, unknown>).window = win
  const press = (key: string, mods: Partial<KeyboardEvent> = {}) => {
    const event = Object.assign(new Event('keydown', { cancelable: true }), { key, ...mods })
    win.dispatchEvent(event)
    return event.defaultPrevented
  }
  // A click on a control marked data-early="…" (the script looks the control up from the target).
  const click = (early: string) => {
    const control = { hasAttribute: () => false, getAttribute: () => early }
    const target = { closest: () => control }
    const event = new Event('click', { cancelable: true })
    Object.defineProperty(event, 'target', { value: target })
    win.dispatchEvent(event)
    return event.defaultPrevented
  }
  return { win, press, click }
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>).window
})

describe('keys pressed before the page is live', () => {
  it('keeps the search shortcut and what is typed after it, Backspace and Enter included', () => {
    const { press } = load()
    expect(press('/')).toBe(true)
    for (const key of 'MogDBx') press(key)
    press('Backspace')
    press('数')
    press('Enter')
    expect(takeEarlyInput('search')).toBe(true)
    expect(takeEarlySearch()).toEqual({ q: 'MogDB数', submit: true })
    // Taken once: later keys are the page's again.
    expect(press('a')).toBe(false)
    expect(takeEarlySearch()).toEqual({ q: '', submit: false })
  })

  it('records nothing before the shortcut, and Escape takes the shortcut back', () => {
    const { press } = load()
    expect(press('m')).toBe(false)
    press('k', { ctrlKey: true })
    press('a')
    press('Escape')
    expect(takeEarlyInput('search')).toBe(false)
    expect(takeEarlySearch()).toEqual({ q: '', submit: false })
  })

  it('leaves shortcuts with modifiers and keys like Tab to the browser', () => {
    const { press } = load()
    press('/')
    expect(press('c', { ctrlKey: true })).toBe(false)
    expect(press('Tab')).toBe(false)
    expect(takeEarlySearch().q).toBe('')
  })

  it('keeps recording for search after the page is live, until the search box takes it', () => {
    const { win, press } = load()
    press('/')
    win.__earlyInputDone = true
    press('x')
    expect(takeEarlySearch().q).toBe('x')
  })
})

describe('clicks made before the page is live', () => {
  it('are held once each and taken once, by the control’s effect or its click handler', () => {
    const { click } = load()
    expect(click('back')).toBe(true)
    expect(click('back')).toBe(true)
    // The control's mount effect takes it; a replayed click finds nothing left: one step back.
    expect(takeEarlyInput('back')).toBe(true)
    expect(clickActs({ defaultPrevented: true }, 'back')).toBe(false)
    // A click the script did not hold acts at once.
    expect(clickActs({ defaultPrevented: false }, 'back')).toBe(true)
  })

  it('name the image of a gallery, and each gallery takes only its own', () => {
    const { click } = load()
    click('honors:3')
    click('honor-wall:1')
    expect(takeEarlyImage('honor-wall')).toBe(1)
    expect(takeEarlyImage('honor-wall')).toBe(null)
    expect(takeEarlyImage('honors')).toBe(3)
  })

  it('are the page’s own once it is live', () => {
    const { win, click } = load()
    win.__earlyInputDone = true
    expect(click('honors:0')).toBe(false)
    expect(takeEarlyImage('honors')).toBe(null)
  })
})
