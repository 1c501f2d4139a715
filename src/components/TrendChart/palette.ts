/**
 * Series colours: the design tokens first (accent, accent-strong, ink-muted), then hues chosen to
 * stay apart from them and readable as 2 px lines on white. Axis and grid use ink and line tokens.
 */
export const seriesColours = [
  '#1e90ff',
  '#0a6cdb',
  '#f59e0b',
  '#0d9488',
  '#7c3aed',
  '#475569',
  '#e11d48',
  '#65a30d',
]

export const axisColours = { text: '#64748b', line: '#e2e8f0', ink: '#0f172a' }
