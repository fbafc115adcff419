import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createSearchIndex, type SearchEntry } from '@svc/core'
import { percentiles, ratio } from './measure.ts'

const queries = [
  'is it going to rain in Tokyo tomorrow', 'who owns this LEI', 'convert 10 miles to km', 'sha256 of a string',
  'check if an IBAN is valid', 'current price of bitcoin', 'is this wallet sanctioned', 'public holidays in Germany',
  'METAR for KJFK', 'store a value for later', 'gas price on ethereum', 'company registry in Norway',
]

/** Search latency over the full catalog (578 entries), next to a naive substring scan of the same entries. */
export function benchSearch(iterations: number): void {
  const entries = JSON.parse(readFileSync(join(import.meta.dirname, '../../packages/core/test/fixtures/catalog-entries.json'), 'utf8')) as SearchEntry[]
  console.log(`\nsearch: ${entries.length} catalog entries, ${iterations} queries`)
  const index = createSearchIndex(entries)
  const naive = (query: string) => {
    const words = query.toLowerCase().split(/\s+/)
    return entries.filter((entry) => words.some((word) => `${entry.id} ${entry.description}`.toLowerCase().includes(word))).slice(0, 10)
  }
  const time = (run: (query: string) => unknown) => {
    const samples: number[] = []
    for (let i = 0; i < iterations; i++) {
      const query = queries[i % queries.length]!
      const started = performance.now()
      run(query)
      samples.push(performance.now() - started)
    }
    return percentiles(samples)
  }
  time((query) => index.search(query)) // warm-up
  const ranked = time((query) => index.search(query))
  const scan = time(naive)
  console.log(`  ranked search    p50 ${ranked.p50.toFixed(3)} ms   p99 ${ranked.p99.toFixed(3)} ms`)
  console.log(`  naive substring  p50 ${scan.p50.toFixed(3)} ms   p99 ${scan.p99.toFixed(3)} ms`)
  ratio('ranked / naive scan (p50)', ranked.p50 / scan.p50, 'ranked p50 < 1 ms')
}
