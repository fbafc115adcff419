// Sorts the misses of the tuned tasks written after a marker line by kind (fixtures/search/README.md):
// `pnpm exec tsx packages/core/test/_search-misses.ts <marker>`. Tuned tasks only: held-out splits are measured, never read.
import { createSearchIndex } from '../src/search/index.ts'
import { fullCatalog, queries, run, writtenAfter } from './_search-eval.ts'

const marker = process.argv[2]
if (!marker) throw new Error('usage: _search-misses.ts <marker>')
const index = createSearchIndex(fullCatalog.entries, fullCatalog.vocabulary)
const uncutIndex = createSearchIndex(fullCatalog.entries, fullCatalog.vocabulary, { cut: false })
const written = writtenAfter('tuned', marker)
const outcomes = run(index, queries('tuned').filter((query) => written.has(query.query)))
const group = (id: string) => id.split('.')[0]
const kinds: Record<string, string[]> = { 'empty, uncut first right': [], 'empty, uncut wrong': [], sibling: [], 'other group': [] }
for (const outcome of outcomes.filter((o) => !o.first)) {
  const uncut = uncutIndex.search(outcome.query, 5).map((hit) => hit.id)
  const kind = outcome.found.length === 0 ? (outcome.expected.includes(uncut[0] ?? '') ? 'empty, uncut first right' : 'empty, uncut wrong') : outcome.expected.some((id) => group(id) === group(outcome.found[0]!)) ? 'sibling' : 'other group'
  kinds[kind]!.push(`[${outcome.category}${outcome.top5 ? ', top-5' : ''}] ${outcome.query} => want ${outcome.expected.join(' ')}; got ${outcome.found.slice(0, 3).join(' ') || 'none'}; uncut ${uncut.slice(0, 3).join(' ')}`)
}
for (const category of [...new Set(outcomes.map((o) => o.category))]) {
  const mine = outcomes.filter((o) => o.category === category)
  console.log(`${category}: ${mine.length}, first ${mine.filter((o) => o.first).length}, top-5 ${mine.filter((o) => o.top5).length}`)
}
for (const [kind, lines] of Object.entries(kinds)) {
  console.log(`${kind}: ${lines.length}`)
  if (process.env.SHOW_MISSES) for (const line of lines) console.log(`  ${line}`)
}
