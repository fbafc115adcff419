import { naicsTable } from '@svc/providers/naics'
import data from './data/concordances.json' with { type: 'json' }

export const VINTAGE = { naics: 'NAICS 2017', naics2002: 'NAICS 2002', sic: 'SIC 1987', isic: 'ISIC Rev. 4', nace: 'NACE Rev. 2' } as const

/** One link of a concordance table: the two codes, whether each side is only partly covered, the table's note. */
export interface Link { from: string; to: string; partFrom: boolean; partTo: boolean; note: string | null }

const naicsIsic: Link[] = (data.naicsIsic as Array<[string, string, number, string]>).map(([naics, isic, flags, note]) => ({ from: naics, to: isic, partFrom: (flags & 1) === 1, partTo: (flags & 2) === 2, note: note || null }))
const sicNaics: Link[] = (data.sicNaics as Array<[string, string, string]>).map(([sic, naics, scope]) => ({ from: sic, to: naics, partFrom: scope !== '', partTo: false, note: scope || null }))

const reverse = (links: Link[]): Link[] => links.map((link) => ({ from: link.to, to: link.from, partFrom: link.partTo, partTo: link.partFrom, note: link.note }))

export const tables = {
  naicsToIsic: naicsIsic,
  isicToNaics: reverse(naicsIsic),
  sicToNaics2002: sicNaics,
  naics2002ToSic: reverse(sicNaics),
}

export const titles = {
  naics2002: data.naics2002Titles as Record<string, string>,
  sic: data.sicTitles as Record<string, string>,
  isic: data.isicTitles as Record<string, string>,
}

/**
 * The 2017 NAICS title of a national industry (6 digits, the codes the NAICS-ISIC table links), from
 * @svc/plugin-business's 2017 NAICS table: one copy of the titles for both plugins.
 */
export async function naicsTitles(): Promise<(code: string) => string | undefined> {
  const { codes } = await naicsTable()
  return (code) => (code.length === 6 ? codes[code]?.title : undefined)
}

/** Every code of a table side that starts with `prefix` (a class or a whole branch). */
export function codesUnder(links: Link[], prefix: string): Set<string> {
  return new Set(links.filter((link) => link.from.startsWith(prefix)).map((link) => link.from))
}
