// Order statistics of the bench's samples.

/** The p-th percentile of ascending `sorted` (nearest rank: the 50th of 3 samples is the middle one). */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/** The median of unsorted numbers `xs` (nearest rank, as `percentile`). */
export const median = (xs) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  )
