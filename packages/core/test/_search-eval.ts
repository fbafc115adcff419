import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { SearchEntry, SearchIndex, SearchVocabulary } from '../src/search/index.ts'

const root = join(import.meta.dirname, 'fixtures/search')

/** The catalog of a host with every first-party plugin, as endpoint search reads it. */
export const fullCatalog = JSON.parse(readFileSync(join(root, 'catalog.json'), 'utf8')) as { entries: SearchEntry[]; vocabulary: SearchVocabulary }

export interface Query {
  query: string
  /** Right answers; empty when no operation fits. */
  expected: string[]
  category: string
}

export type Split = 'tuned' | 'held-out' | 'held-out-2' | 'held-out-3' | 'held-out-4' | 'held-out-5' | 'held-out-6' | 'held-out-7' | 'held-out-8' | 'held-out-9' | 'held-out-10' | 'held-out-11'

/** A split, or `parallel` / `parallel-2`: the same tasks in English and 13 languages, one file (category) per language. */
export function queries(split: Split | 'parallel' | 'parallel-2'): Query[] {
  const dir = join(root, 'queries', split)
  return readdirSync(dir)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .flatMap((file) => readFileSync(join(dir, file), 'utf8').split('\n').filter((line) => line.trim() && !line.startsWith('#')).map((line) => {
      const [query, answer] = line.split(' => ')
      const expected = answer!.trim() === 'none' ? [] : answer!.trim().split(/\s+/)
      return { query: query!.trim(), expected, category: file.replace(/\.txt$/, '') }
    }))
}

/** The tasks of a split written after the comment line that holds `marker` in each of its files, up to the next `## ` marker (passes from s15 on start their tasks with one). */
export function writtenAfter(split: Split, marker: string): Set<string> {
  const dir = join(root, 'queries', split)
  return new Set(readdirSync(dir).filter((file) => file.endsWith('.txt')).flatMap((file) => {
    const lines = readFileSync(join(dir, file), 'utf8').split('\n')
    const start = lines.findIndex((line) => line.startsWith('#') && line.includes(marker))
    if (start < 0) return []
    // A pass's section ends at the next pass's `## ` marker, so passes merged in any order keep their own tasks.
    const next = lines.findIndex((line, at) => at > start && line.startsWith('## '))
    return lines.slice(start + 1, next < 0 ? undefined : next).filter((line) => line.trim() && !line.startsWith('#')).map((line) => line.split(' => ')[0]!.trim())
  }))
}

export interface Outcome extends Query {
  found: string[]
  first: boolean
  top5: boolean
}

export function run(index: SearchIndex, list: Query[]): Outcome[] {
  return list.map((query) => {
    const found = index.search(query.query, 5).map((hit) => hit.id)
    const first = query.expected.length === 0 ? found.length === 0 : query.expected.includes(found[0] ?? '')
    const top5 = query.expected.length === 0 ? found.length === 0 : found.some((id) => query.expected.includes(id))
    return { ...query, found, first, top5 }
  })
}

export interface Rates {
  count: number
  first: number
  top5: number
}

/** Share answered right first and in the top five, overall and per category. */
export function rates(outcomes: Outcome[]): { overall: Rates; categories: Record<string, Rates> } {
  const rate = (list: Outcome[]): Rates => ({
    count: list.length,
    first: list.filter((outcome) => outcome.first).length / Math.max(1, list.length),
    top5: list.filter((outcome) => outcome.top5).length / Math.max(1, list.length),
  })
  const categories: Record<string, Rates> = {}
  for (const category of [...new Set(outcomes.map((outcome) => outcome.category))]) categories[category] = rate(outcomes.filter((outcome) => outcome.category === category))
  return { overall: rate(outcomes), categories }
}
