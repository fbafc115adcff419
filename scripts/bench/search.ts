import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createSearchIndex, type SearchEntry, type SearchVocabulary } from '@svc/core'
import { percentiles, ratio } from './measure.ts'

const fixtures = join(import.meta.dirname, '../../packages/core/test/fixtures/search')

/** Tuned test queries of every category (English, other languages, misspellings, identifiers, agent-infra, nothing fits). */
function benchQueries(): string[] {
  const dir = join(fixtures, 'queries/tuned')
  return readdirSync(dir).sort().flatMap((file) => readFileSync(join(dir, file), 'utf8').split('\n').filter((line) => line && !line.startsWith('#')).map((line) => line.split(' => ')[0]!))
}

/**
 * Search latency over the full catalog of a host with every first-party plugin (578 entries and
 * their vocabularies), next to a naive substring scan of the same entries; and the first search,
 * which builds the index, the spelling table and loads the language detector.
 */
export function benchSearch(iterations: number): { p50: number; firstMs: number } {
  const { entries, vocabulary } = JSON.parse(readFileSync(join(fixtures, 'catalog.json'), 'utf8')) as { entries: SearchEntry[]; vocabulary: SearchVocabulary }
  const queries = benchQueries()
  console.log(`\nsearch: ${entries.length} catalog entries, ${queries.length} distinct queries, ${iterations} searches`)
  const index = createSearchIndex(entries, vocabulary)
  const started = performance.now()
  index.search('wie wird das Wetter morgen in Berlin')
  index.search('recal notices on my 2018 toyota')
  const firstMs = performance.now() - started
  const naive = (query: string) => {
    const words = query.toLowerCase().split(/\s+/)
    return entries.filter((entry) => words.some((word) => `${entry.id} ${entry.description}`.toLowerCase().includes(word))).slice(0, 10)
  }
  const time = (run: (query: string) => unknown, runs = iterations) => {
    const samples: number[] = []
    for (let i = 0; i < runs; i++) {
      const query = queries[i % queries.length]!
      const begun = performance.now()
      run(query)
      samples.push(performance.now() - begun)
    }
    return percentiles(samples)
  }
  // Each distinct query once, before any warm-up: the per-word caches (spelling, other languages' keys) still cold.
  const cold = time((query) => index.search(query), Math.min(iterations, queries.length))
  time((query) => index.search(query)) // warm-up
  const ranked = time((query) => index.search(query))
  const scan = time(naive)
  console.log(`  first searches (build, spelling table, language detector)  ${firstMs.toFixed(0)} ms`)
  console.log(`  first pass       p50 ${cold.p50.toFixed(3)} ms   p99 ${cold.p99.toFixed(3)} ms   (each query at most once, word caches cold)`)
  console.log(`  ranked search    p50 ${ranked.p50.toFixed(3)} ms   p99 ${ranked.p99.toFixed(3)} ms`)
  console.log(`  naive substring  p50 ${scan.p50.toFixed(3)} ms   p99 ${scan.p99.toFixed(3)} ms`)
  ratio('ranked / naive scan (p50)', ranked.p50 / scan.p50, 'ranked p50 < 1 ms')
  return { p50: ranked.p50, firstMs }
}
