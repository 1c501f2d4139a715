/**
 * A listing's order reversed key by key ("-publishedAt" ↔ "publishedAt"), Payload's own last key
 * included: it ends every order with `-createdAt` unless the order names `createdAt`. A database
 * reads an order from an index only when every key is reversed; with `created_at desc` left
 * behind, PostgreSQL sorted every match instead (the last page of 2,500 articles: 10.9 → 6.3 ms).
 */
export const reversed = (sort: readonly string[]): string[] =>
  [...sort, ...(sort.some((f) => f.replace(/^-/, '') === 'createdAt') ? [] : ['-createdAt'])].map((f) =>
    f.startsWith('-') ? f.slice(1) : `-${f}`,
  )
