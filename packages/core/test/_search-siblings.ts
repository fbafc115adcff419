// Classes the misses whose first answer is a sibling of a right one (same group) by the words each side matched
// (fixtures/search/README.md, s27/sib): `pnpm exec tsx packages/core/test/_search-siblings.ts tuned held-out-6`.
// EXAMPLES=n prints n examples per class. Measuring only; development splits only (the blind ones are refused).
import { createSearchIndex } from '../src/search/index.ts'
import { fullCatalog, queries, type Split } from './_search-eval.ts'

const DEVELOPMENT = new Set(['tuned', 'held-out-6', 'held-out-7', 'held-out-8'])
const index = createSearchIndex(fullCatalog.entries, fullCatalog.vocabulary)
const group = (id: string) => id.split('.')[0]
/** The query words a match's reason lists as unmatched (rank.ts explain). */
const unmatched = (reason: string) => new Set([...(reason.split('; no match for ')[1] ?? '').split(';')[0]!.matchAll(/"([^"]+)"/g)].map((found) => found[1]!))

for (const split of process.argv.slice(2)) {
  if (!DEVELOPMENT.has(split)) throw new Error(`${split} is not a development split`)
  const classes = new Map<string, string[]>()
  for (const task of queries(split as Split)) {
    if (task.expected.length === 0) continue
    const first = index.search(task.query, 1)[0]?.id
    if (!first || task.expected.includes(first) || !task.expected.some((id) => group(id) === group(first))) continue
    const ranked = index.rank(task.query)
    const top = ranked.find((hit) => hit.id === first)
    const right = ranked.find((hit) => task.expected.includes(hit.id) && group(hit.id) === group(first))
    let kind = 'the right sibling unranked'
    if (top && right) {
      const [topLacks, rightLacks] = [unmatched(top.explain()), unmatched(right.explain())]
      const rightHoldsMore = [...topLacks].some((word) => !rightLacks.has(word))
      const topHoldsMore = [...rightLacks].some((word) => !topLacks.has(word))
      kind = rightHoldsMore && topHoldsMore ? 'each holds a word the other lacks' : rightHoldsMore ? 'the right one holds more words' : topHoldsMore ? 'the sibling holds an extra word' : 'the same words, decided by weight'
    }
    classes.set(kind, [...(classes.get(kind) ?? []), `${task.query} => ${right?.id ?? task.expected.join(' ')} ${right?.score ?? ''}; got ${first} ${top?.score ?? ''}`])
  }
  console.log(`${split}: ${[...classes].map(([kind, list]) => `${kind} ${list.length}`).join(', ')}`)
  for (const [kind, list] of classes) for (const line of list.slice(0, Number(process.env.EXAMPLES ?? 0))) console.log(`  [${kind}] ${line}`)
}
