// Dumps what endpoint search answers for every query of the search splits (but the lead's unseen
// one), so a change meant to be only faster can be checked byte-identical:
// `pnpm exec tsx --conditions=@svc/source scripts/bench/search-dump.ts > before.txt`, change, dump again, diff.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createSearchIndex, type SearchEntry, type SearchVocabulary } from '@svc/core'

const fixtures = join(import.meta.dirname, '../../packages/core/test/fixtures/search')
const UNSEEN = 'held-out-5'

function splitQueries(split: string): string[] {
  const dir = join(fixtures, 'queries', split)
  return readdirSync(dir).filter((file) => file.endsWith('.txt')).sort()
    .flatMap((file) => readFileSync(join(dir, file), 'utf8').split('\n').filter((line) => line.trim() && !line.startsWith('#')).map((line) => line.split(' => ')[0]!.trim()))
}

const { entries, vocabulary } = JSON.parse(readFileSync(join(fixtures, 'catalog.json'), 'utf8')) as { entries: SearchEntry[]; vocabulary: SearchVocabulary }
const index = createSearchIndex(entries, vocabulary)
const uncut = createSearchIndex(entries, vocabulary, { cut: false })
const splits = readdirSync(join(fixtures, 'queries')).filter((split) => split !== UNSEEN).sort()
const out: string[] = []
for (const split of splits) {
  for (const query of splitQueries(split)) {
    out.push(`## ${split} | ${query}`)
    for (const hit of index.search(query, 50)) out.push(`cut ${hit.id} ${hit.score} ${hit.reason}`)
    for (const hit of uncut.rank(query)) out.push(`all ${hit.id} ${hit.score} ${hit.coverage} ${hit.performs} ${hit.identifiersOnly} ${hit.recognised} ${hit.explain()}`)
  }
}
process.stdout.write(`${out.join('\n')}\n`)
