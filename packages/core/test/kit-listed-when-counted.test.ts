import { describe, expect, it } from 'vitest'
import { listedWhenCounted } from '../src/index.ts'
import { acceptKey } from '../src/upstream/acceptance.ts'

describe("the kit's listedWhenCounted accept", () => {
  const accept = listedWhenCounted((page: { total: number; rows?: unknown[] }) => ({ count: page.total, list: page.rows }), 'things')
  it('takes a list, empty or not, whatever the count', () => {
    expect(accept({ total: 3, rows: [1, 2, 3] })).toBe(true)
    expect(accept({ total: 3, rows: [] })).toBe(true)
  })
  it('takes a count of 0 with no list as none, and refuses a count above it with no list, naming the rows', () => {
    expect(accept({ total: 0 })).toBe(true)
    expect(accept({ total: 4 })).toBe('counts 4 things but lists none')
  })
  it('takes a page past the count with no list as none (`skipped`: the rows before the asked page)', () => {
    const page2 = listedWhenCounted((page: { total: number; rows?: unknown[] }) => ({ count: page.total, list: page.rows }), 'things', 10)
    expect(page2({ total: 10 })).toBe(true)
    expect(page2({ total: 11 })).toBe('counts 11 things but lists none')
  })
  it('reads a count sent as text, and refuses one that is no number', () => {
    const text = listedWhenCounted((answer: { count: string; data?: unknown[] }) => ({ count: answer.count, list: answer.data }), 'approaches')
    expect(text({ count: '0' })).toBe(true)
    expect(text({ count: '2' })).toBe('counts 2 approaches but lists none')
    expect(text({ count: 'many' })).toBe('counts many approaches but lists none')
  })
  it('is known apart from its other uses where a verdict is kept (not by the one closure text the kit gives them all)', () => {
    const rows = (page: { total: number; rows?: unknown[] }) => ({ count: page.total, list: page.rows })
    const keys = [listedWhenCounted(rows, 'things'), listedWhenCounted(rows, 'things', 10), listedWhenCounted(rows, 'items'), listedWhenCounted((page: { n: number; list?: unknown[] }) => ({ count: page.n, list: page.list }), 'things')].map((accept) => acceptKey(accept, ''))
    expect(new Set(keys).size).toBe(4)
    expect(acceptKey(listedWhenCounted(rows, 'things', 10), '')).toBe(keys[1])
  })
})
