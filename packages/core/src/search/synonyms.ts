import type { Cue } from './recognise.ts'
import type { RelatedWord } from './related.ts'
import { isWeakWord, stem, tokens, words, type Token } from './tokenize.ts'

/** A catalog word a query word stands for: `stem` is looked up, `label` is shown in reasons. */
export interface Target {
  stem: string
  label: string
}

/**
 * One way a query concept can match. A synonym or phrase brings the whole right side of its table
 * line: an entry scores the mean over those targets, so "x = alpha beta" lifts an entry holding
 * both words well above one holding one.
 */
export interface Alternative {
  kind: 'word' | 'synonym' | 'phrase' | 'compound' | 'cue' | 'related'
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
  /** For a cue: what was recognised ("an IP address"). */
  note?: string
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
const CUE = 0.8
/** A word WordNet relates to a query word the index does not know: weaker than a vocabulary line's synonym. */
export const RELATED = 0.45

/** Word or phrase key (stems joined by spaces) -> target sets, one set per table line. */
export type Table = ReadonlyMap<string, readonly Target[][]>

/**
 * Parses the vocabularies plugins carry: `words or phrases, comma separated = catalog words` lines
 * (`#` starts a comment line). A line two plugins both carry counts once.
 */
export function parseTable(texts: readonly string[]): Table {
  const table = new Map<string, Target[][]>()
  const lines = new Set(texts.flatMap((text) => text.split('\n')).map((line) => line.trim()))
  for (const line of lines) {
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

/** Groups whose operations mirror others with a different intent -> the words that unlock them. */
export type Intents = ReadonlyMap<string, ReadonlySet<string>>

/** A plugin's `intents` (group -> words) as stems. */
export function parseIntents(intents: Record<string, readonly string[]>): Intents {
  return new Map(Object.entries(intents).map(([group, list]) => [group, new Set(list.flatMap((word) => words(word)).map(stem))]))
}

/** The query's concepts: each distinct meaningful word with its own stem, synonyms, phrases and compounds. */
export function expandQuery(query: Token[], table: Table, inVocabulary: (stem: string) => boolean, related: (stem: string) => readonly RelatedWord[] = () => []): Concept[] {
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
    for (const targets of table.get(token.stem) ?? []) add('synonym', targets, SYNONYM, token.word)
    // A phrase's weight is shared by its words, so a two-word phrase counts once, not twice.
    const phrases = phrasesAround(query, table, at)
    for (const [phrase, sets, size] of phrases) for (const targets of sets) add('phrase', targets, PHRASE / size, phrase)
    for (const [joined, via] of compoundsAround(query, at)) {
      if (inVocabulary(joined.stem)) add('compound', [joined], isWeakWord(joined.label) ? WEAK : COMPOUND, via)
    }
    // A word neither the index nor a vocabulary line knows stands, weakly, for the index words WordNet relates it to;
    // not inside a vocabulary phrase the task says ("jet lag": timezone, not "lag" as falling back).
    if (!inVocabulary(token.stem) && !table.has(token.stem) && phrases.length === 0) {
      for (const { stem: found, word, weight } of related(token.stem)) if (inVocabulary(found)) add('related', [{ stem: found, label: word }], RELATED * weight, token.word)
    }
    concepts.push({ word: token.word, stem: token.stem, alternatives })
  })
  return concepts
}

/** An identifier recognised in the query, as a concept that stands for the catalog words of its kind. */
export function cueConcept(cue: Cue, query: Token[]): Concept {
  const typed = new Set(query.map((token) => token.stem))
  const targets = tokens(cue.words).map((token) => ({ stem: token.stem, label: token.word }))
  const overlap = new Set(targets.filter((target) => typed.has(target.stem)).map((target) => target.stem))
  return { word: cue.text, stem: `#${cue.text}`, alternatives: [{ kind: 'cue', targets, typed: overlap, factor: CUE * cue.weight, via: cue.text, note: cue.kind }] }
}

function tokenKey(list: Token[]): string {
  return list.map((token) => token.stem).join(' ')
}

/** Table phrases of two or three consecutive query words that include the word at `at`. */
function phrasesAround(query: Token[], table: Table, at: number): Array<[string, readonly Target[][], number]> {
  const found: Array<[string, readonly Target[][], number]> = []
  for (let size = 2; size <= 3; size++) {
    for (let start = Math.max(0, at - size + 1); start <= at && start + size <= query.length; start++) {
      const span = query.slice(start, start + size)
      const sets = table.get(tokenKey(span))
      if (sets) found.push([span.map((token) => token.word).join(' '), sets, size])
    }
  }
  return found
}

/** "web hook" -> "webhook", "data base" -> "database": two typed words the catalog may write as one. */
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
