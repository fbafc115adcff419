import type { InputSchema } from '../define.ts'
import { paramTexts } from './takes.ts'
import type { Token } from './tokenize.ts'
import { TYPED_NOUNS } from './typed-nouns.ts'

/**
 * What each noun type is called in a parameter's name or description ("drug", "Food words", "Species"): a
 * parameter so named takes nouns of that type. The names are the types' own, not words of the operations:
 * which operations take a type is read from their parameters (see paramTypes).
 */
const NAMES: Record<string, RegExp> = {
  'a drug': /\bdrug\b(?! code)|\bactive ingredient\b|^name brand or generic name\b/,
  'a food': /^food\b|\bfood words\b/,
  'a disease': /\bdisease\b|\bcondition\b(?! id)/,
  'a species': /\bspecies\b|\bscientific or common name\b/,
  'a sport': /\bsport\b/,
  'a chemical compound': /\bcompound\b/,
  'a planet': /^body\b.*\b(?:mars|solar-system)\b/,
}

/** The noun types an operation's parameters take ("a drug" for a param "Drug brand or generic name"). */
export function paramTypes(input: InputSchema): string[] {
  const texts = paramTexts(input)
  return Object.keys(NAMES).filter((type) => texts.some((text) => NAMES[type]!.test(text))).sort()
}

let nouns: ReadonlyMap<string, readonly string[]> | undefined

/** The types WordNet gives a noun or a noun phrase ("lentil": a food; "sickle cell anemia": a disease). */
function typesOfNoun(noun: string): readonly string[] {
  nouns ??= load()
  return nouns.get(noun) ?? []
}

function load(): ReadonlyMap<string, readonly string[]> {
  const found = new Map<string, string[]>()
  for (const [type, list] of Object.entries(TYPED_NOUNS)) for (const noun of list.split(' | ')) found.set(noun, [...(found.get(noun) ?? []), type])
  return found
}

/** A plural's singulars, as WordNet lists nouns ("lentils": lentil, "berries": berry, "peaches": peach). */
const singulars = (word: string): string[] => [word, ...(/ies$/.test(word) ? [word.slice(0, -3) + 'y'] : []), ...(/es$/.test(word) ? [word.slice(0, -2)] : []), ...(/[^s]s$/.test(word) ? [word.slice(0, -1)] : [])]

/**
 * The typed nouns of a task, by the words they cover: the longest phrase first ("sickle cell anemia" a disease,
 * not "cell"), then each word ("ibuprofen" a drug).
 */
export function typedNouns(tokens: readonly Token[]): Map<string, readonly string[]> {
  const found = new Map<string, readonly string[]>()
  const words = tokens.map((token) => token.word.toLowerCase())
  for (let size = 3; size >= 1; size--) {
    for (let at = 0; at + size <= words.length; at++) {
      const span = words.slice(at, at + size)
      if (span.some((word) => found.has(word))) continue
      const head = singulars(span[size - 1]!).map((last) => [...span.slice(0, -1), last].join(' '))
      const types = head.map(typesOfNoun).find((list) => list.length > 0)
      if (types) for (const word of span) found.set(word, types)
    }
  }
  return found
}
