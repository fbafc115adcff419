/**
 * Edit distance (Damerau-Levenshtein, optimal string alignment) when only small distances matter: the
 * spellers ask whether a word is one or two edits from a key, for hundreds of keys a word. Values are
 * capped (min(distance, cap)), which keeps every distance under the cap exact and lets the table be
 * filled only near its diagonal and dropped once no cell can come back under the cap.
 */

let table = new Uint8Array(256)
/** The last row of the latest call: `ROW[j]` is min(distance(a, b.slice(0, j)), cap). */
let row = new Uint8Array(64)

/** min(distance(a, b), cap): the same as the full Damerau-Levenshtein table (test/_edit-distance.ts) for every distance under `cap`. */
export function cappedDistance(a: string, b: string, cap: number): number {
  return prefixDistances(a, b, b.length, cap)[b.length]!
}

/**
 * min(distance(a, b.slice(0, j)), cap) for every j up to `last` (at most b.length), in one table: the
 * returned array is overwritten by the next call. One table serves every cut of a word against a key.
 */
export function prefixDistances(a: string, b: string, last: number, cap: number): Uint8Array {
  const rows = a.length + 1
  const cols = last + 1
  if (table.length < rows * cols) table = new Uint8Array(rows * cols * 2)
  if (row.length < cols) row = new Uint8Array(cols * 2)
  const d = table
  d.fill(cap, 0, rows * cols)
  for (let j = 0; j < cols && j < cap; j++) d[j] = j
  let previousMin = 0
  for (let i = 1; i < rows; i++) {
    const at = i * cols
    if (i < cap) d[at] = i
    let rowMin = d[at]!
    const from = Math.max(1, i - cap)
    const to = Math.min(last, i + cap)
    const ai = a.charCodeAt(i - 1)
    for (let j = from; j <= to; j++) {
      const bj = b.charCodeAt(j - 1)
      let value = Math.min(d[at - cols + j]! + 1, d[at + j - 1]! + 1, d[at - cols + j - 1]! + (ai === bj ? 0 : 1))
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) value = Math.min(value, d[at - 2 * cols + j - 2]! + 1)
      if (value > cap) value = cap
      d[at + j] = value
      if (value < rowMin) rowMin = value
    }
    // Two rows at the cap: every cell below is reached through them (a swap reaches two rows up) at one edit more.
    if (rowMin >= cap && previousMin >= cap) {
      row.fill(cap, 0, cols)
      return row
    }
    previousMin = rowMin
  }
  row.set(d.subarray((rows - 1) * cols, rows * cols))
  return row
}
