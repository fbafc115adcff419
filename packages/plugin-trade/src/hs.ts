import * as v from 'valibot'
import { numberOrNull, textOrNull } from '@svc/core'

/** A row of Comtrade's HS reference file: `{id, text: "850760 - ...", parent, isLeaf, aggrLevel, standardUnitAbbr}`. */
export const hsReference = v.object({
  results: v.array(
    v.object({
      id: v.string(),
      text: v.string(),
      parent: textOrNull,
      isLeaf: v.nullish(v.union([v.string(), v.number(), v.boolean()])),
      aggrLevel: numberOrNull,
      standardUnitAbbr: textOrNull,
    }),
  ),
})
export type HsRow = v.InferOutput<typeof hsReference>['results'][number]

export interface HsCode {
  code: string
  description: string
  level: number
  parent: string | null
  isLeaf: boolean
  unit: string | null
}

/** HS chapters (2), headings (4) and subheadings (6); aggregates such as TOTAL and AG2 are left out. */
export function toCodes(rows: HsRow[]): HsCode[] {
  return rows
    .filter((row) => /^(\d{2}|\d{4}|\d{6})$/.test(row.id))
    .map((row) => ({
      code: row.id,
      description: row.text.replace(/^\s*\S+\s+-\s+/, '').trim(),
      level: row.id.length,
      parent: row.parent && /^\d+$/.test(row.parent) ? row.parent : null,
      isLeaf: row.isLeaf === true || row.isLeaf === 1 || row.isLeaf === '1' || row.isLeaf === 'true',
      unit: row.standardUnitAbbr?.trim() || null,
    }))
}

const STOP = new Set(['and', 'or', 'of', 'the', 'a', 'an', 'for', 'in', 'with', 'not', 'other', 'nes'])
export const words = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOP.has(word))

/**
 * Codes whose description holds query words (as the start of a word: "batter" finds "batteries"), best first: more
 * query words found, then more whole-word hits, then the more specific level, then the shorter description.
 */
export function searchCodes(codes: HsCode[], query: string, level?: number): HsCode[] {
  const wanted = words(query)
  if (wanted.length === 0) return []
  const scored: Array<{ code: HsCode; score: number }> = []
  for (const code of codes) {
    if (level && code.level !== level) continue
    const have = words(code.description)
    const found = wanted.filter((word) => have.some((candidate) => candidate.startsWith(word))).length
    if (found === 0) continue
    const whole = wanted.filter((word) => have.includes(word)).length
    scored.push({ code, score: found * 100 + whole * 10 + code.level - have.length / 100 })
  }
  return scored.sort((a, b) => b.score - a.score || a.code.code.localeCompare(b.code.code)).map((entry) => entry.code)
}
