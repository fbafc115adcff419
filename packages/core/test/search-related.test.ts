import { describe, expect, it } from 'vitest'
import { createSearchIndex, type SearchEntry } from '../src/search/index.ts'
import { parse, relatedWords } from '../src/search/related.ts'
import { fullCatalog } from './_search-eval.ts'

// The WordNet layer (related.ts, map made by scripts/search-related-words.ts): a query word the index does not know
// stands, weakly, for the index words WordNet relates it to.
const entries: SearchEntry[] = [
  { id: 'sun.times', group: 'sun', name: 'times', description: 'Sunrise, sunset and twilight times for a place', params: ['lat', 'lon'] },
  { id: 'travel.visa', group: 'travel', name: 'visa', description: 'Visa requirements between two countries', params: ['from', 'to'] },
]
const dusk = (stem: string) => (stem === 'nightfall' ? [{ stem: 'twilight', word: 'twilight', weight: 1 }] : [])

describe('related words (WordNet)', () => {
  it('reads the map: a word per target, its weight out of 9, 4 when unwritten', () => {
    const map = parse('nightfall dusk:9 twilight\npaperwork paper:6')
    expect(map.get('nightfall')).toEqual([{ stem: 'dusk', word: 'dusk', weight: 1 }, { stem: 'twilight', word: 'twilight', weight: 4 / 9 }])
    expect(map.get('paperwork')).toEqual([{ stem: 'paper', word: 'paper', weight: 6 / 9 }])
  })

  it('ships a map from everyday words to the catalog words, and none for a word the catalog has', () => {
    expect(relatedWords('nightfall').map((found) => found.word)).toContain('twilight')
    expect(relatedWords('sunset')).toEqual([])
  })

  it('lets a word the index does not know match through a related word, said in the reason', () => {
    const ranking = createSearchIndex(entries, {}, { cut: false, related: dusk })
    const [hit] = ranking.search('nightfall')
    expect(hit?.id).toBe('sun.times')
    expect(hit?.reason).toContain('"nightfall" (related to twilight)')
    expect(createSearchIndex(entries, {}, { cut: false, related: () => [] }).search('nightfall')).toEqual([])
  })

  it('weighs a related word under the word itself, and never stands in for a word the index knows', () => {
    const ranking = createSearchIndex(entries, {}, { cut: false, related: (stem) => [...dusk(stem), ...(stem === 'visa' ? [{ stem: 'sunset', word: 'sunset', weight: 1 }] : [])] })
    expect(ranking.search('nightfall')[0]!.score).toBeLessThan(ranking.search('twilight')[0]!.score)
    expect(ranking.search('visa').map((hit) => hit.id)).toEqual(['travel.visa'])
  })

  it('never matches an operation through a parameter name alone', () => {
    const ranking = createSearchIndex(entries, {}, { cut: false, related: (stem) => (stem === 'essay' ? [{ stem: 'lat', word: 'lat', weight: 1 }] : []) })
    expect(ranking.search('essay')).toEqual([])
  })

  it('covers half of what the word weighs: a task of words matched only through related ones is less sure of its match', () => {
    const ranking = createSearchIndex(entries, {}, { cut: false, related: dusk })
    expect(ranking.rank('nightfall')[0]?.coverage).toBe(0.5)
    expect(ranking.rank('twilight')[0]?.coverage).toBe(1)
  })

  it('maps a word the vocabulary has only inside a phrase ("visit" in "safe to visit")', () => {
    expect(relatedWords('visit').length).toBeGreaterThan(0)
    expect(relatedWords('consumption').length).toBeGreaterThan(0)
  })

  // A vocabulary whose only line holding "nightfall" is a phrase: the word stays unknown to the index and the table's one-word keys.
  const phrased = { synonyms: ['nightfall permit = visa'] }

  it('reads no related word for a word inside a vocabulary phrase the task says', () => {
    const ranking = createSearchIndex(entries, phrased, { cut: false, related: dusk })
    expect(ranking.search('nightfall permit').map((hit) => hit.id)).toEqual(['travel.visa'])
    expect(ranking.search('nightfall').map((hit) => hit.id)).toEqual(['sun.times'])
  })

  it('does not lower the entries a phrase word matched only through related words misses', () => {
    const ranking = createSearchIndex(entries, phrased, { cut: false, related: dusk })
    const visa = (query: string) => ranking.search(query).find((hit) => hit.id === 'travel.visa')?.score
    expect(visa('visa nightfall')).toBe(visa('visa'))
    expect(ranking.search('visa nightfall').map((hit) => hit.id)).toEqual(['travel.visa', 'sun.times'])
    // A word no vocabulary line holds, matched through related words, still counts among the task's words.
    const plain = createSearchIndex(entries, {}, { cut: false, related: dusk })
    expect(plain.search('visa nightfall')[0]!.score).toBeLessThan(plain.search('visa')[0]!.score)
  })

  it('ranks the operation an everyday word points at in the full catalog (nightfall: sunrise and sunset times)', () => {
    const ranking = createSearchIndex(fullCatalog.entries, fullCatalog.vocabulary, { cut: false })
    expect(ranking.search('when is nightfall in Oslo', 1)[0]?.id).toBe('sunrise.compute')
  })
})
