import { SYNONYMS } from './synonyms.ts'
import { tokenize } from './tokenize.ts'

export interface SearchEntry {
  id: string
  group: string
  name: string
  description: string
  params: string[]
  keywords?: string[]
}

export interface SearchHit {
  id: string
  /** 0..1: raw / (raw + 4), so one strong match scores about 0.6 and several approach 1. */
  score: number
  reason: string
}

export interface SearchIndex {
  search(query: string, limit?: number): SearchHit[]
  readonly size: number
}

type Field = 'name' | 'group' | 'keywords' | 'description' | 'params'
const FIELD_WEIGHT: Record<Field, number> = { name: 3, group: 2, keywords: 2, description: 1, params: 0.5 }
const SYNONYM_WEIGHT = 0.6
const K1 = 1.2
const B = 0.5

interface Posting {
  doc: number
  /** Field-weighted term frequency. */
  weight: number
  /** Field where the term weighs most, for the reason. */
  field: Field
}

/** BM25 over field-weighted terms, with synonym expansion of the query. Built once, searched many times. */
export function createSearchIndex(entries: SearchEntry[]): SearchIndex {
  const postings = new Map<string, Posting[]>()
  const lengths: number[] = []
  entries.forEach((entry, doc) => {
    const weights = new Map<string, { weight: number; field: Field; best: number }>()
    const add = (field: Field, text: string) => {
      for (const term of tokenize(text)) {
        const fieldWeight = FIELD_WEIGHT[field]
        const current = weights.get(term)
        if (!current) weights.set(term, { weight: fieldWeight, field, best: fieldWeight })
        else {
          current.weight += fieldWeight
          if (fieldWeight > current.best) Object.assign(current, { field, best: fieldWeight })
        }
      }
    }
    add('name', entry.name)
    add('group', entry.group)
    add('keywords', (entry.keywords ?? []).join(' '))
    add('description', entry.description)
    add('params', entry.params.join(' '))
    let length = 0
    for (const [term, { weight, field }] of weights) {
      length += weight
      const list = postings.get(term) ?? []
      list.push({ doc, weight, field })
      postings.set(term, list)
    }
    lengths.push(length)
  })
  const averageLength = lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, lengths.length)
  const idf = new Map<string, number>()
  for (const [term, list] of postings) idf.set(term, Math.log(1 + (entries.length - list.length + 0.5) / (list.length + 0.5)))

  return {
    size: entries.length,
    search(query, limit = 10) {
      const terms = expand(tokenize(query))
      if (terms.length === 0) return []
      const scores = new Map<number, { raw: number; reasons: string[] }>()
      for (const { term, factor, from } of terms) {
        const list = postings.get(term)
        if (!list) continue
        const termIdf = idf.get(term)!
        for (const posting of list) {
          const norm = posting.weight + K1 * (1 - B + (B * lengths[posting.doc]!) / averageLength)
          const gain = factor * termIdf * ((posting.weight * (K1 + 1)) / norm)
          const slot = scores.get(posting.doc) ?? { raw: 0, reasons: [] }
          slot.raw += gain
          slot.reasons.push(from ? `"${term}" (for "${from}") in ${posting.field}` : `"${term}" in ${posting.field}`)
          scores.set(posting.doc, slot)
        }
      }
      return [...scores]
        .map(([doc, { raw, reasons }]) => ({ id: entries[doc]!.id, raw, reason: `matched ${reasons.slice(0, 4).join('; ')}` }))
        .sort((a, b) => b.raw - a.raw || (a.id < b.id ? -1 : 1))
        .slice(0, Math.min(Math.max(1, limit), 50))
        .map(({ id, raw, reason }) => ({ id, score: Math.round((raw / (raw + 4)) * 1000) / 1000, reason }))
    },
  }
}

/** The query's terms plus their synonyms, each counted once at its best weight. */
function expand(tokens: string[]): Array<{ term: string; factor: number; from?: string }> {
  const best = new Map<string, { term: string; factor: number; from?: string }>()
  for (const token of tokens) {
    best.set(token, { term: token, factor: 1 })
    for (const synonym of SYNONYMS.get(token) ?? []) {
      if (!best.has(synonym)) best.set(synonym, { term: synonym, factor: SYNONYM_WEIGHT, from: token })
    }
  }
  return [...best.values()]
}
