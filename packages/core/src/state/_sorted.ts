import type { ScoredMember } from './types.ts'

export function checkScore(score: number): number {
  if (!Number.isFinite(score)) throw new TypeError(`an index score must be a finite number, got ${score}`)
  return score
}

const before = (a: ScoredMember, b: ScoredMember) => a.score < b.score || (a.score === b.score && a.member < b.member)

/**
 * One sorted index in memory: members in (score, member) order in an array, with a map to find a
 * member's score. Inserting is a binary search and a splice: cheap for the thousands to hundreds of
 * thousands of due items a host keeps, and a range read touches only the due head.
 */
export class SortedIndex {
  private readonly scores = new Map<string, number>()
  private readonly order: ScoredMember[] = []

  get size(): number {
    return this.order.length
  }

  add(member: string, score: number): void {
    const previous = this.scores.get(member)
    if (previous === score) return
    if (previous !== undefined) this.order.splice(this.position({ member, score: previous }), 1)
    const item = { member, score }
    this.order.splice(this.position(item), 0, item)
    this.scores.set(member, score)
  }

  remove(member: string): boolean {
    const score = this.scores.get(member)
    if (score === undefined) return false
    this.order.splice(this.position({ member, score }), 1)
    this.scores.delete(member)
    return true
  }

  /** Up to `limit` members scored <= `maxScore`: from the lowest, or (`reverse`) from the highest down. */
  range(maxScore: number, limit: number, reverse = false): ScoredMember[] {
    const end = this.upTo(maxScore)
    const from = reverse ? Math.max(0, end - limit) : 0
    const to = reverse ? end : Math.min(end, limit)
    const out = this.order.slice(from, to).map((item) => ({ member: item.member, score: item.score }))
    return reverse ? out.reverse() : out
  }

  entries(): Iterable<ScoredMember> {
    return this.order
  }

  /** How many members score <= `maxScore` (they come first). */
  private upTo(maxScore: number): number {
    let low = 0
    let high = this.order.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.order[middle]!.score <= maxScore) low = middle + 1
      else high = middle
    }
    return low
  }

  /** Where `item` is, or where it goes: the first position not before it. */
  private position(item: ScoredMember): number {
    let low = 0
    let high = this.order.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (before(this.order[middle]!, item)) low = middle + 1
      else high = middle
    }
    return low
  }
}
