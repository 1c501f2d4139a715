import { describe, expect, it, vi } from 'vitest'

const shown: string[] = []
vi.mock('sonner', () => ({
  toast: {
    success: (m: string) => shown.push(`success: ${m}`),
    error: (m: string) => shown.push(`error: ${m}`),
  },
}))

describe('toasts before the outlet has loaded', () => {
  it('mount the outlet at once and are shown when it is ready, none dropped', async () => {
    const { notify, onToastWanted, toasterReady } = await import('./notify')
    const mount = vi.fn()
    onToastWanted(mount)
    notify('success', '已复制')
    notify('error', 'failed')
    expect(mount).toHaveBeenCalled()
    await new Promise((r) => setTimeout(r, 10))
    expect(shown).toEqual([])

    toasterReady()
    await vi.waitFor(() => expect(shown).toEqual(['success: 已复制', 'error: failed']))
    notify('success', 'later')
    await vi.waitFor(() => expect(shown).toContain('success: later'))
  })
})
