// Prints endpoint search's figures per split and category (fixtures/search/README.md):
// `pnpm exec tsx packages/core/test/_search-report.ts [split...]`. Measuring only; the goals are asserted in search-goals.test.ts.
import { createSearchIndex } from '../src/search/index.ts'
import { fullCatalog, queries, rates, run, type Split } from './_search-eval.ts'

const splits = (process.argv.slice(2).length ? process.argv.slice(2) : ['tuned', 'held-out', 'held-out-2', 'held-out-3', 'held-out-4', 'held-out-5', 'held-out-6', 'held-out-7', 'held-out-8', 'held-out-9', 'held-out-10', 'held-out-11']) as Array<Split | 'parallel' | 'parallel-2'>
const index = createSearchIndex(fullCatalog.entries, fullCatalog.vocabulary)
const percent = (value: number) => (value * 100).toFixed(1)
for (const split of splits) {
  const outcomes = run(index, queries(split))
  const { overall, categories } = rates(outcomes)
  const none = outcomes.filter((outcome) => outcome.expected.length === 0)
  const empty = none.filter((outcome) => outcome.found.length === 0).length
  console.log(`${split}: ${overall.count} queries, first ${percent(overall.first)}, top-5 ${percent(overall.top5)}; nothing fits answered with no match ${empty} of ${none.length}`)
  for (const [category, rate] of Object.entries(categories)) console.log(`  ${category.padEnd(14)} ${String(rate.count).padStart(4)}  first ${percent(rate.first).padStart(5)}  top-5 ${percent(rate.top5).padStart(5)}`)
  if (process.env.SHOW_MISSES) for (const outcome of outcomes.filter((o) => !o.first)) console.log(`    MISS [${outcome.category}] ${outcome.query} => want ${outcome.expected.join(' ') || 'none'}; got ${outcome.found.join(' ') || 'none'}`)
}
