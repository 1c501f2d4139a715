/**
 * Series colours, in the order the series take them: the accent first, then hues far from it and
 * from each other, so neighbouring lines (Oracle and MySQL run close together) are told apart by
 * hue, not by shade. Every one keeps 3:1 against the white plot (WCAG 1.4.11, palette.test.ts).
 * Axis and grid use the ink and line tokens.
 */
export const seriesColours = [
  '#1e90ff',
  '#d97706',
  '#0d9488',
  '#7c3aed',
  '#475569',
  '#e11d48',
  '#0a6cdb',
  '#65a30d',
]

export const axisColours = { text: '#64748b', line: '#e2e8f0', ink: '#0f172a' }
