/**
 * Whole-collection reads that never hold the server: the SQLite driver runs each query, and
 * Payload converts its rows, without giving the event loop a turn, so one large read is a pause
 * for every other request (10,000 ids through Payload held them 400 ms).
 */

/**
 * Waits for the event loop's next turn. Awaiting a query alone does not: on SQLite it resolves at
 * once, so a loop of queries would run in one stretch while other requests wait.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Every page of a read in id order, `size` rows at a time, each page starting after the last id
 * of the one before (`read(after)` asks for `id > after`, sorted by id, limit `size`): no count
 * and no OFFSET, so each page costs the same at any size. Other requests run before each page.
 */
export async function eachPageAfterLastId<T extends { id: unknown }>(
  size: number,
  read: (after: number) => Promise<T[]>,
  onPage: (rows: T[]) => Promise<void> | void,
  from = 0,
): Promise<void> {
  for (let after = from; ;) {
    await nextTurn()
    const rows = await read(after)
    await onPage(rows)
    if (rows.length < size) return
    after = Number(rows[rows.length - 1]!.id)
  }
}
