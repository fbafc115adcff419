import { createSearchIndex } from '../src/search/index.ts'
import { fullCatalog, queries, run } from './_search-eval.ts'
const index = createSearchIndex(fullCatalog.entries, fullCatalog.vocabulary)
const out = run(index, queries('tuned'))
const wrong = new Map<string, string[]>()
for (const o of out.filter((o) => !o.first && o.found[0])) { const k = o.found[0]!; wrong.set(k, [...(wrong.get(k) ?? []), `${o.query} => ${o.expected.join(' ')}`]) }
const skip = /^(store|queue|lock|schedule|watchers|pubsub)\./
for (const [k, v] of [...wrong].filter(([k]) => !skip.test(k)).sort((a, b) => b[1].length - a[1].length).slice(0, 45)) console.log(v.length, k, '|', v.slice(0, 3).map((x) => x.slice(0, 80)).join(' || '))
