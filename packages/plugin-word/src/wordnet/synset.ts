import { dataLine, LETTER, type Pos, POS_OF_TYPE } from './files.ts'
import { LEXICOGRAPHER_FILES } from './lexnames.ts'

export interface Pointer {
  symbol: string
  offset: string
  pos: Pos
  /** 1-based word numbers of a lexical pointer (0 and 0 for a pointer between whole synsets). */
  source: number
  target: number
}

export interface Synset {
  id: string
  offset: string
  pos: Pos
  satellite: boolean
  lexicalDomain: string
  words: string[]
  pointers: Pointer[]
  definition: string
  examples: string[]
}

const cache = new Map<string, Synset>()

/** A lemma as written in WordNet (`domestic_dog`, `good(a)`) as plain words. */
export const display = (lemma: string) => lemma.replace(/\((a|p|ip)\)$/, '').replaceAll('_', ' ')

/** Splits a gloss into its definition(s) and its quoted examples. */
function gloss(text: string): { definition: string; examples: string[] } {
  const examples = [...text.matchAll(/"([^"]*)"/g)].map((match) => match[1]!.trim()).filter(Boolean)
  const first = text.indexOf('"')
  const definition = (first < 0 ? text : text.slice(0, first)).trim().replace(/[;:,]\s*$/, '').trim()
  return { definition, examples }
}

/** Reads one synset from `data.<pos>`: words, pointers, gloss. */
export function synset(pos: Pos, offset: string): Synset {
  const key = `${offset}-${LETTER[pos]}`
  const cached = cache.get(key)
  if (cached) return cached
  const line = dataLine(pos, offset)
  const bar = line.indexOf(' | ')
  const fields = line.slice(0, bar < 0 ? line.length : bar).split(' ')
  const type = fields[2]!
  const wordCount = parseInt(fields[3]!, 16)
  const words = Array.from({ length: wordCount }, (_, i) => display(fields[4 + i * 2]!))
  let at = 4 + wordCount * 2
  const pointerCount = Number(fields[at++])
  const pointers: Pointer[] = []
  for (let i = 0; i < pointerCount; i++, at += 4) {
    const st = fields[at + 3]!
    pointers.push({ symbol: fields[at]!, offset: fields[at + 1]!, pos: POS_OF_TYPE[fields[at + 2]!]!, source: parseInt(st.slice(0, 2), 16), target: parseInt(st.slice(2), 16) })
  }
  const result: Synset = {
    id: key,
    offset,
    pos,
    satellite: type === 's',
    lexicalDomain: LEXICOGRAPHER_FILES[Number(fields[1])] ?? fields[1]!,
    words,
    pointers,
    ...gloss(bar < 0 ? '' : line.slice(bar + 3).trim()),
  }
  if (cache.size > 20_000) cache.clear()
  cache.set(key, result)
  return result
}
