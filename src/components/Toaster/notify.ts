/**
 * Toasts without sonner on the first load: sonner and its outlet are fetched with the first toast
 * (ToasterHost). That toast mounts the outlet and waits for it, so nothing a visitor should see is
 * dropped (sonner's outlet ignores toasts made before it mounted).
 */
type Kind = 'success' | 'error'
type Pending = { kind: Kind; message: string }

let ready = false
const pending: Pending[] = []
const wanted = new Set<() => void>()

let sonner: Promise<typeof import('sonner')> | undefined

async function show({ kind, message }: Pending): Promise<void> {
  const { toast } = await (sonner ??= import('sonner'))
  toast[kind](message)
}

export function notify(kind: Kind, message: string): void {
  if (ready) {
    void show({ kind, message })
    return
  }
  pending.push({ kind, message })
  for (const mount of wanted) mount()
}

/** ToasterHost: call `mount` when a toast is waiting for the outlet. */
export function onToastWanted(mount: () => void): () => void {
  wanted.add(mount)
  if (pending.length > 0) mount()
  return () => wanted.delete(mount)
}

/** The outlet is mounted and listening: show what waited. */
export function toasterReady(): void {
  ready = true
  for (const item of pending.splice(0)) void show(item)
}
