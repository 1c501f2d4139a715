const units = ['kilobyte', 'megabyte', 'gigabyte'] as const

/**
 * A file's size as people read it, in SI units (the kB and MB that Intl names): "2.4 MB", "380 kB",
 * "512 B". One decimal below 10, none above, as file managers show it.
 */
export function formatFileSize(bytes: number, locale: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return ''
  if (bytes < 1000) return `${Math.round(bytes)} B`
  let value = bytes / 1000
  let unit = 0
  while (value >= 999.5 && unit < units.length - 1) {
    value /= 1000
    unit++
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value)
}

/** A file's format for a visitor: its extension in capitals ("PDF"), or nothing without one. */
export function fileFormat(filename: string | null | undefined): string {
  const ext = /\.([a-z0-9]{1,8})$/i.exec(filename ?? '')?.[1]
  return ext ? ext.toUpperCase() : ''
}
