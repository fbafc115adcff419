import { describe, expect, it } from 'vitest'
import { createSearchIndex, type SearchEntry } from '../src/search/index.ts'
import { FEATURES, featuresOf, rerank, type Candidate, type RankSignals } from '../src/search/rerank.ts'
import { fullCatalog } from './_search-eval.ts'

// The learned re-ranking (rerank.ts): the ranker's signals per candidate, and a linear model that re-orders the first few.
const signals = (group: string, name: number, flags: number[] = []): RankSignals => ({
  group,
  fields: [name, 1 - name, 0, 0, 0, 0],
  kinds: [1, 0, 0, 0, 0],
  matched: 0.5,
  concepts: 2,
  flags: [...flags, ...new Array<number>(12 - flags.length).fill(0)],
})
const candidate = (id: string, score: number, own: RankSignals): Candidate & { id: string } => ({ id, score, coverage: 0.8, signals: () => own })
const feature = (vector: number[], name: string) => vector[FEATURES.indexOf(name)]

describe('learned re-ranking', () => {
  it('gives each candidate its signals and its place among the others', () => {
    const vectors = featuresOf([candidate('a.x', 0.8, signals('a', 1)), candidate('b.y', 0.4, signals('b', 0.25)), candidate('b.z', 0.2, signals('b', 0))])
    expect(vectors.every((vector) => vector.length === FEATURES.length)).toBe(true)
    expect(vectors.map((vector) => feature(vector, 'share of best'))).toEqual([1, 0.5, 0.25])
    expect(vectors.map((vector) => feature(vector, 'rank'))).toEqual([0, 0.1, 0.2])
    expect(vectors.map((vector) => feature(vector, 'first'))).toEqual([1, 0, 0])
    // Two of three share the group b.
    expect(vectors.map((vector) => feature(vector, 'main group'))).toEqual([0, 1, 1])
    expect(vectors.map((vector) => feature(vector, 'field name'))).toEqual([1, 0.25, 0])
    expect(feature(vectors[1]!, 'field group')).toBe(0.75)
  })

  it('reads the ranker: shares of the match per field and per way, and the flags that applied', () => {
    const entries: SearchEntry[] = [
      { id: 'weather.forecast', group: 'weather', name: 'forecast', description: 'Daily weather forecast for a city', params: ['city'] },
      { id: 'geo.city', group: 'geo', name: 'city', description: 'Facts about a city', params: ['name'] },
    ]
    const [best] = createSearchIndex(entries, {}, { cut: false, rerank: null }).answered('daily forecast for a city')
    const own = best!.signals()
    expect(best!.id).toBe('weather.forecast')
    expect(own.group).toBe('weather')
    expect(own.fields.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1)
    expect(own.fields[0]).toBeGreaterThan(0.5)
    expect(own.kinds[0]).toBe(1)
    expect(own.matched).toBe(1)
    expect(own.flags).toHaveLength(12)
  })

  it('re-orders only the first k, and each place keeps its score', () => {
    const list = [candidate('a.x', 0.9, signals('a', 0)), candidate('b.y', 0.8, signals('b', 1)), candidate('c.z', 0.7, signals('c', 1))]
    const moved = rerank(list, { k: 2, weights: { 'field name': 5 } })
    expect(moved.map((hit) => hit.id)).toEqual(['b.y', 'a.x', 'c.z'])
    expect(moved.map((hit) => hit.score)).toEqual([0.9, 0.8, 0.7])
    expect(rerank(list, { k: 3, weights: {} }).map((hit) => hit.id)).toEqual(['a.x', 'b.y', 'c.z'])
  })

  it("puts a tuned task's operation first that the ranker's own order puts second", () => {
    const task = 'at 17:00 on the last business day of the month trigger payroll export'
    const learned = createSearchIndex(fullCatalog.entries, fullCatalog.vocabulary)
    const own = createSearchIndex(fullCatalog.entries, fullCatalog.vocabulary, { rerank: null })
    expect(learned.search(task, 5)[0]?.id).toBe('schedule.create')
    expect(own.search(task, 5)[0]?.id).not.toBe('schedule.create')
    expect(own.search(task, 5).map((hit) => hit.id)).toContain('schedule.create')
  })

  it('never decides whether the search answers: a task nothing fits stays unanswered', () => {
    const task = 'transfer 50 USDC to my friend'
    expect(createSearchIndex(fullCatalog.entries, fullCatalog.vocabulary).search(task)).toEqual([])
    expect(createSearchIndex(fullCatalog.entries, fullCatalog.vocabulary, { rerank: null }).search(task)).toEqual([])
  })
})
