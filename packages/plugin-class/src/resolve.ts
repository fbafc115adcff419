import { invalidField } from '@svc/core'
import { codesUnder, naicsTitles, tables, titles, VINTAGE, type Link } from './tables.ts'

export type System = 'naics' | 'sic' | 'isic' | 'nace'

export interface Equivalent {
  system: System
  code: string
  title: string | null
  vintage: string
  /** `direct`: one table links the codes; `derived`: two tables chained (see `via`), or a structural identity. */
  link: 'direct' | 'derived'
  via: string | null
  /** Only part of one side's activities maps to the other. */
  partial: boolean
  note: string | null
}

const MAX_PER_SYSTEM = 100

/** The code as each table writes it, or a 400 naming `code`. */
export function normalizeCode(system: System, raw: string): string {
  const code = raw.trim().replace(/\./g, '')
  const valid = { naics: /^\d{2,6}$/, sic: /^\d{2,4}$/, isic: /^\d{2,4}$/, nace: /^\d{2,4}$/ }[system]
  if (!valid.test(code)) throw invalidField('code', `not a ${system.toUpperCase()} code (${system === 'naics' ? '2-6 digits' : system === 'nace' ? 'e.g. 01.11, 0111 or 01' : '2-4 digits'})`)
  // SIC industries are 4 digits with leading zeros (0111); the table writes some with 3.
  return system === 'sic' && code.length === 3 ? `0${code}` : code
}

function unique(items: Equivalent[]): Equivalent[] {
  const seen = new Map<string, Equivalent>()
  for (const item of items) {
    const key = `${item.system}:${item.code}`
    const known = seen.get(key)
    if (!known || (known.link === 'derived' && item.link === 'direct')) seen.set(key, item)
  }
  return [...seen.values()].sort((a, b) => (a.system === b.system ? a.code.localeCompare(b.code) : 0))
}

const follow = (links: Link[], codes: Set<string>) => links.filter((link) => codes.has(link.from))

/** NACE Rev. 2 divisions are ISIC Rev. 4's divisions (NACE subdivides ISIC below them). */
function naceDivisions(isicCodes: Iterable<string>, via: string | null): Equivalent[] {
  return [...new Set([...isicCodes].map((code) => code.slice(0, 2)))].map((division) => ({
    system: 'nace' as const, code: division, title: titles.isic[division] ?? null, vintage: `${VINTAGE.nace} (division)`, link: 'derived' as const, via, partial: true, note: 'NACE Rev. 2 division identical to the ISIC Rev. 4 division',
  }))
}

const isicItem = (link: Link, derivedVia: string | null): Equivalent => ({ system: 'isic', code: link.to, title: titles.isic[link.to] ?? null, vintage: VINTAGE.isic, link: derivedVia ? 'derived' : 'direct', via: derivedVia, partial: link.partFrom || link.partTo, note: link.note })
const naicsItem = (link: Link, derivedVia: string | null, title: string | undefined): Equivalent => ({ system: 'naics', code: link.to, title: title ?? null, vintage: VINTAGE.naics, link: derivedVia ? 'derived' : 'direct', via: derivedVia, partial: link.partFrom || link.partTo, note: link.note })
const sicItem = (link: Link, via: string): Equivalent => ({ system: 'sic', code: link.to, title: titles.sic[link.to] ?? null, vintage: VINTAGE.sic, link: 'derived', via, partial: link.partFrom || link.partTo, note: link.note })

/** Equivalents of a code in the other three systems, and the notes that explain derived links. */
export async function resolve(system: System, code: string) {
  const naicsTitle = await naicsTitles()
  const notes = new Set<string>()
  let items: Equivalent[] = []
  let title: string | null = null
  if (system === 'naics') {
    const codes = codesUnder(tables.naicsToIsic, code)
    const sicCodes = codesUnder(tables.naics2002ToSic, code)
    if (codes.size === 0 && sicCodes.size === 0) return undefined
    title = naicsTitle(code) ?? titles.naics2002[code] ?? null
    const isic = follow(tables.naicsToIsic, codes)
    items = [...isic.map((link) => isicItem(link, null)), ...follow(tables.naics2002ToSic, sicCodes).map((link) => sicItem(link, VINTAGE.naics2002)), ...naceDivisions(isic.map((link) => link.to), 'isic')]
    if (sicCodes.size > 0) notes.add('SIC links come from the 1987 SIC to 2002 NAICS table, matching NAICS 2002 codes identical to the 2017 code (derived).')
  } else if (system === 'sic') {
    const links = follow(tables.sicToNaics2002, codesUnder(tables.sicToNaics2002, code))
    if (links.length === 0) return undefined
    title = titles.sic[code] ?? null
    const naics2017 = new Set(links.map((link) => link.to))
    const isic = follow(tables.naicsToIsic, naics2017)
    items = [
      ...links.map((link): Equivalent => ({ system: 'naics', code: link.to, title: titles.naics2002[link.to] ?? null, vintage: VINTAGE.naics2002, link: 'direct', via: null, partial: link.partFrom, note: link.note })),
      ...isic.map((link) => isicItem(link, 'naics')),
      ...naceDivisions(isic.map((link) => link.to), 'naics, isic'),
    ]
    notes.add('ISIC links chain the SIC-NAICS 2002 table with the NAICS 2017-ISIC table through identical NAICS codes (derived, two hops).')
  } else {
    const isicCode = system === 'nace' ? code.slice(0, 2) : code
    const isicLinks = follow(tables.isicToNaics, codesUnder(tables.isicToNaics, isicCode))
    if (isicLinks.length === 0) return undefined
    title = titles.isic[isicCode] ?? null
    const naicsCodes = new Set(isicLinks.map((link) => link.to))
    items = [
      ...isicLinks.map((link) => naicsItem(link, system === 'nace' ? 'isic' : null, naicsTitle(link.to))),
      ...follow(tables.naics2002ToSic, naicsCodes).map((link) => sicItem(link, 'naics')),
      ...(system === 'isic' ? naceDivisions([isicCode], null) : [{ system: 'isic' as const, code: isicCode, title, vintage: `${VINTAGE.isic} (division)`, link: 'derived' as const, via: null, partial: code.length > 2, note: 'ISIC Rev. 4 division identical to the NACE Rev. 2 division' }]),
    ]
    notes.add('SIC links chain the ISIC-NAICS 2017 table with the SIC-NAICS 2002 table through identical NAICS codes (derived, two hops).')
    if (system === 'nace') notes.add('NACE Rev. 2 is read at division level (identical to ISIC Rev. 4 divisions); finer NACE classes need Eurostat\'s NACE-ISIC table, not shipped.')
  }
  if (items.some((item) => item.system === 'nace') && system !== 'nace') notes.add('NACE Rev. 2 divisions are derived from the ISIC Rev. 4 divisions (identical by construction).')
  const bySystem = new Map<System, Equivalent[]>()
  for (const item of unique(items)) bySystem.set(item.system, [...(bySystem.get(item.system) ?? []), item])
  const truncated = [...bySystem].filter(([, list]) => list.length > MAX_PER_SYSTEM).map(([name]) => name)
  for (const name of truncated) notes.add(`${name.toUpperCase()}: the first ${MAX_PER_SYSTEM} codes are listed (give a longer code to narrow).`)
  return { title, items: [...bySystem.values()].flatMap((list) => list.slice(0, MAX_PER_SYSTEM)), notes: [...notes], truncated }
}
