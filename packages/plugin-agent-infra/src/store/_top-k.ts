import type { DotScratch } from './_dot-kernel.ts'

/** What a query scans: rows of `stride` floats (the first `dimension` used, the rest zeros) and their norms. */
export interface ScoredRows {
  count: number
  dimension: number
  stride: number
  values: Float32Array
  norms: Float32Array
  /** Set when the rows live in the SIMD kernel's memory. */
  scratch: DotScratch | undefined
}

export interface TopKOptions {
  query: Float32Array
  topK: number
  cosine: boolean
  /** Whether row i passes the metadata filter; omitted: every row does. */
  accept?: (i: number) => boolean
}

/** The exact dot product (float64 sums of float32 products), eight independent sums to keep the CPU's pipelines full. */
function exactDot(values: Float32Array, at: number, query: Float32Array, stride: number): number {
  let s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0
  for (let d = 0; d < stride; d += 8, at += 8) {
    s0 += values[at]! * query[d]!
    s1 += values[at + 1]! * query[d + 1]!
    s2 += values[at + 2]! * query[d + 2]!
    s3 += values[at + 3]! * query[d + 3]!
    s4 += values[at + 4]! * query[d + 4]!
    s5 += values[at + 5]! * query[d + 5]!
    s6 += values[at + 6]! * query[d + 6]!
    s7 += values[at + 7]! * query[d + 7]!
  }
  return s0 + s1 + s2 + s3 + s4 + s5 + s6 + s7
}

/**
 * The exact top-k (score descending, the earlier row first on equal scores). With the SIMD kernel,
 * float32 scores of every row come first; a float32 dot product is within `slack * |v| * |q|` of
 * the exact one (the standard bound on rounding in a sum, doubled), so only rows whose upper bound
 * reaches the k-th best lower bound can be in the top k, and only those are scored exactly.
 */
export function topK(rows: ScoredRows, options: TopKOptions): Array<{ i: number; score: number }> {
  const { count, stride, values, norms, scratch } = rows
  const { query, topK: k, cosine, accept } = options
  let queryNorm = 0
  for (let d = 0; d < stride; d++) queryNorm += query[d]! * query[d]!
  queryNorm = Math.sqrt(queryNorm)
  const scoreOf = (i: number, dot: number) => (!cosine ? dot : norms[i] === 0 || queryNorm === 0 ? 0 : dot / (norms[i]! * queryNorm))
  const best: Array<{ i: number; score: number }> = []
  const consider = (i: number) => {
    const score = scoreOf(i, exactDot(values, i * stride, query, stride))
    if (best.length < k || score > best[best.length - 1]!.score) {
      let slot = best.length
      while (slot > 0 && best[slot - 1]!.score < score) slot--
      best.splice(slot, 0, { i, score })
      if (best.length > k) best.pop()
    }
  }
  const approximate = scratch && count > 0 ? approximateScores(rows, scratch, query) : undefined
  if (!approximate) {
    for (let i = 0; i < count; i++) if (!accept || accept(i)) consider(i)
    return best
  }
  const u = 2 ** -24
  const steps = stride / 4 + 8
  const slack = (2 * steps * u) / (1 - steps * u)
  // Float32 underflow adds at most this much absolute error to a dot product.
  const underflow = stride * 2 ** -148
  // Lower and upper bounds of each row's exact score (no allocation: this runs for every row).
  const lower = new Float64Array(count)
  const upper = new Float64Array(count)
  for (let i = 0; i < count; i++) {
    const dot = approximate[i]!
    if (!Number.isFinite(dot)) return topK({ ...rows, scratch: undefined }, options)
    const error = slack * norms[i]! * queryNorm + underflow
    const scale = !cosine ? 1 : norms[i] === 0 || queryNorm === 0 ? 0 : norms[i]! * queryNorm
    if (scale === 0) continue // a zero vector's cosine is exactly 0
    lower[i] = (dot - error) / scale
    upper[i] = (dot + error) / scale
  }
  // The k-th largest lower bound: no row whose upper bound is below it can be in the top k.
  const lows: number[] = []
  for (let i = 0; i < count; i++) {
    const low = lower[i]!
    if (lows.length >= k && low <= lows[k - 1]!) continue
    if (accept && !accept(i)) continue
    let slot = lows.length
    while (slot > 0 && lows[slot - 1]! < low) slot--
    lows.splice(slot, 0, low)
    if (lows.length > k) lows.pop()
  }
  const threshold = lows.length < k ? -Infinity : lows[k - 1]!
  for (let i = 0; i < count; i++) if (upper[i]! >= threshold && (!accept || accept(i))) consider(i)
  return best
}

function approximateScores(rows: ScoredRows, scratch: DotScratch, query: Float32Array): Float32Array {
  const { count, stride } = rows
  scratch.query.set(query)
  scratch.dots(count, stride, 0, count * stride * 4, (count * stride + stride) * 4)
  return scratch.out
}
