// Dumps what endpoint search answers for every query of the search splits, so a change meant to be only
// faster can be checked identical: `pnpm exec tsx --conditions=@svc/source scripts/bench/search-dump.ts > before.txt`,
// change, dump again, `diff before.txt after.txt`. Only the splits we may read per query (tuned, parallel*)
// are written out; a held-out split's query is written as its number and a digest of its answer, and a blind
// split (held-out-5 and later) as one digest of all its answers: the dump shows whether they changed, never what.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createSearchIndex, type SearchEntry, type SearchVocabulary } from '@svc/core'
import { confidence } from '../../packages/core/src/search/rank.ts'

const fixtures = join(import.meta.dirname, '../../packages/core/test/fixtures/search')
const READABLE = new Set(['tuned', 'parallel', 'parallel-2'])
const AGGREGATE_ONLY = new Set(['held-out', 'held-out-2', 'held-out-3', 'held-out-4'])

function splitQueries(split: string): string[] {
  const dir = join(fixtures, 'queries', split)
  return readdirSync(dir).filter((file) => file.endsWith('.txt')).sort()
    .flatMap((file) => readFileSync(join(dir, file), 'utf8').split('\n').filter((line) => line.trim() && !line.startsWith('#')).map((line) => line.split(' => ')[0]!.trim()))
}

const { entries, vocabulary } = JSON.parse(readFileSync(join(fixtures, 'catalog.json'), 'utf8')) as { entries: SearchEntry[]; vocabulary: SearchVocabulary }
const index = createSearchIndex(entries, vocabulary)
const uncut = createSearchIndex(entries, vocabulary, { cut: false })
const round = (value: number) => Math.round(value * 1e9) / 1e9

/** Everything the search answers for one query: the cut answer with its reasons, and every match ranked. */
function answer(query: string): string[] {
  const lines: string[] = []
  for (const hit of index.search(query, 50)) lines.push(`cut ${hit.id} ${round(hit.score)} ${hit.reason}`)
  for (const hit of uncut.rank(query)) {
    lines.push(`all ${hit.id} ${round(hit.score)} ${round(hit.coverage)} ${round(confidence(hit))} ${hit.semantic} ${hit.performs} ${hit.identifiersOnly} ${hit.recognised} ${hit.explain()}`)
  }
  return lines
}

const digest = (lines: string[]) => createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)
const out: string[] = []
for (const split of readdirSync(join(fixtures, 'queries')).sort()) {
  const queries = splitQueries(split)
  if (READABLE.has(split)) for (const query of queries) out.push(`## ${split} | ${query}`, ...answer(query))
  else if (AGGREGATE_ONLY.has(split)) queries.forEach((query, n) => out.push(`## ${split} #${n} ${digest(answer(query))}`))
  else out.push(`## ${split} (${queries.length} queries) ${digest(queries.flatMap(answer))}`)
}
process.stdout.write(`${out.join('\n')}\n`)
