import { WORLD_TABLE } from './synonyms-world.ts'
import { TOOLS_TABLE } from './synonyms-tools.ts'
import { isWeakWord, stem, tokens, words, type Token } from './tokenize.ts'

/** A catalog word a query word stands for: `stem` is looked up, `label` is shown in reasons. */
export interface Target {
  stem: string
  label: string
}

/**
 * One way a query concept can match. A synonym or phrase brings the whole right side of its table
 * line: an entry scores the mean over those targets, so "sha256 = hash compute" lifts hash.compute
 * (both words) well above sunrise.compute (one word).
 */
export interface Alternative {
  kind: 'word' | 'synonym' | 'phrase' | 'compound'
  targets: Target[]
  /**
   * Targets the query also types: they count for the set's coverage but add no score, or "who owns
   * this LEI" would count "lei" twice ("owns = lei hierarchy" must only add "hierarchy").
   */
  typed: ReadonlySet<string>
  /** Multiplier: 1 for the typed word, less for weak words and synonyms. */
  factor: number
  /** The query word or phrase it came from, when not the word itself. */
  via?: string
}

/** One distinct meaningful query word with every alternative that can stand for it. */
export interface Concept {
  word: string
  stem: string
  alternatives: Alternative[]
}

const NONE: ReadonlySet<string> = new Set()
const WEAK = 0.35
const SYNONYM = 0.6
const PHRASE = 0.8
const COMPOUND = 1

/** Word or phrase key (stems joined by spaces) -> target sets, one set per table line. */
type Table = Map<string, Target[][]>

/** Parses `words or phrases, comma separated = catalog words` lines; `#` starts a comment line. */
function parseTable(text: string): Table {
  const table: Table = new Map()
  for (const line of text.split('\n')) {
    const [left, right] = line.split('=')
    if (!left || !right || line.trimStart().startsWith('#')) continue
    const targets = tokens(right).map((token) => ({ stem: token.stem, label: token.word }))
    for (const item of left.split(',')) {
      const key = tokenKey(tokens(item))
      if (!key) continue
      const sets = table.get(key) ?? []
      if (!sets.includes(targets)) sets.push(targets)
      table.set(key, sets)
    }
  }
  return table
}

const TABLE = parseTable(`${WORLD_TABLE}\n${TOOLS_TABLE}`)

/** Every word and phrase of the table with its target sets; for tests and tooling. */
export const SYNONYMS: ReadonlyMap<string, readonly (readonly Target[])[]> = TABLE

/**
 * Groups whose operations mirror others with a different intent (a watcher of a stock price vs the
 * stock price): they rank at half weight unless the query says it wants to hear about changes.
 */
export const GATED_GROUPS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['watchers', new Set('watch watcher watching monitor alert alerts notify notification webhook remind changes drops rises crosses exceeds below above'.split(' ').map(stem))],
])

/** The query's concepts: each distinct meaningful word with its own stem, synonyms, phrases and compounds. */
export function expandQuery(query: Token[], inVocabulary: (stem: string) => boolean): Concept[] {
  const concepts: Concept[] = []
  const typed = new Set(query.map((token) => token.stem))
  query.forEach((token, at) => {
    if (concepts.some((concept) => concept.stem === token.stem)) return
    const alternatives: Alternative[] = [{ kind: 'word', targets: [{ stem: token.stem, label: token.word }], typed: NONE, factor: isWeakWord(token.word) ? WEAK : 1 }]
    const add = (kind: Alternative['kind'], targets: Target[], factor: number, via: string) => {
      const overlap = new Set(targets.filter((target) => typed.has(target.stem)).map((target) => target.stem))
      if (overlap.size < targets.length && !alternatives.some((known) => known.via === via && known.targets === targets)) {
        alternatives.push({ kind, targets, typed: overlap, factor, via })
      }
    }
    for (const targets of TABLE.get(token.stem) ?? []) add('synonym', targets, SYNONYM, token.word)
    // A phrase's weight is shared by its words, so a two-word phrase counts once, not twice.
    for (const [phrase, sets, size] of phrasesAround(query, at)) for (const targets of sets) add('phrase', targets, PHRASE / size, phrase)
    for (const [joined, via] of compoundsAround(query, at)) {
      if (inVocabulary(joined.stem)) add('compound', [joined], isWeakWord(joined.label) ? WEAK : COMPOUND, via)
    }
    concepts.push({ word: token.word, stem: token.stem, alternatives })
  })
  return concepts
}

function tokenKey(list: Token[]): string {
  return list.map((token) => token.stem).join(' ')
}

/** Table phrases of two or three consecutive query words that include the word at `at`. */
function phrasesAround(query: Token[], at: number): Array<[string, Target[][], number]> {
  const found: Array<[string, Target[][], number]> = []
  for (let size = 2; size <= 3; size++) {
    for (let start = Math.max(0, at - size + 1); start <= at && start + size <= query.length; start++) {
      const span = query.slice(start, start + size)
      const sets = TABLE.get(tokenKey(span))
      if (sets) found.push([span.map((token) => token.word).join(' '), sets, size])
    }
  }
  return found
}

/** "time zone" -> "timezone", "pub sub" -> "pubsub": two typed words the catalog may write as one. */
function compoundsAround(query: Token[], at: number): Array<[Target, string]> {
  const found: Array<[Target, string]> = []
  for (const start of [at - 1, at]) {
    const first = query[start]
    const second = query[start + 1]
    if (!first || !second) continue
    const joined = words(first.word + second.word)[0] ?? ''
    found.push([{ stem: stem(joined), label: joined }, `${first.word} ${second.word}`])
  }
  return found
}
