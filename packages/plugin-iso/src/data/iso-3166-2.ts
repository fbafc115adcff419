import { loadOnce } from '@svc/core'
import { createRequire } from 'node:module'

export interface Subdivision {
  code: string
  name: string
  /** ISO 3166-2 category as iso-3166-2 records it ("State", "Länder", "Metropolitan department"); null where it has no entry. */
  type: string | null
  /** ISO 3166-1 alpha-2 code of the country. */
  country: string
  countryName: string
  /** Code of the enclosing subdivision; null for a first-level one. */
  parent: string | null
  /** 1 for first-level subdivisions, 2 or 3 below them. */
  level: number
}

export interface Country {
  alpha2: string
  alpha3: string
  name: string
}

export interface Iso31662 {
  subdivisions: Subdivision[]
  byCode: Map<string, Subdivision>
  /** alpha-2 and alpha-3 codes of assigned countries. */
  countries: Map<string, Country>
  children: Map<string, Subdivision[]>
}

/** The olahol iso-3166-2 package: an older ISO 3166-2 snapshot that records each code's category. */
interface CategoryData {
  [alpha2: string]: { sub: { [code: string]: { type?: string } } }
}

/** Subdivisions of the iso-3166 package (current ISO 3166-2, with parents), categories from iso-3166-2; built on first use. */
export const iso31662 = loadOnce(load)

async function load(): Promise<Iso31662> {
  const [{ iso31661 }, { iso31662: rows }] = await Promise.all([import('iso-3166/1.js'), import('iso-3166/2.js')])
  const categories = (createRequire(import.meta.url)('iso-3166-2') as { data: CategoryData }).data
  const countries = new Map<string, Country>()
  for (const { alpha2, alpha3, name } of iso31661) {
    countries.set(alpha2, { alpha2, alpha3, name })
    countries.set(alpha3, { alpha2, alpha3, name })
  }
  const parents = new Map(rows.map((row) => [row.code, row.parent]))
  const subdivisions = rows.map((row): Subdivision => {
    const country = row.code.slice(0, 2)
    const type = categories[country]?.sub[row.code]?.type
    return {
      code: row.code,
      name: row.name,
      type: type ?? null,
      country,
      countryName: countries.get(country)?.name ?? country,
      parent: parents.has(row.parent) ? row.parent : null,
      level: depth(row.code, parents),
    }
  })
  const byCode = new Map(subdivisions.map((subdivision) => [subdivision.code, subdivision]))
  const children = new Map<string, Subdivision[]>()
  for (const subdivision of subdivisions) {
    const key = subdivision.parent ?? subdivision.country
    children.set(key, [...(children.get(key) ?? []), subdivision])
  }
  return { subdivisions, byCode, countries, children }
}

function depth(code: string, parents: Map<string, string>): number {
  let level = 1
  for (let parent = parents.get(code); parent && parents.has(parent); parent = parents.get(parent)) level++
  return level
}
