import { type OperationContext, runSection, type Section } from '@svc/core'

/** A row another operation answered. */
export type Row = Record<string, unknown>
/** What one source found: the rows whose name matched, and how many it searched. */
export interface Matches { matches: Row[]; searched: number }

/**
 * The registry searches (SAM.gov, USAspending, FARA) take names of at most 120 characters; a longer
 * name (allowed up to 200) is searched by its first words, and matches are still judged on the whole name.
 */
export function upTo120(name: string): string {
  if (name.length <= 120) return name
  const cut = name.slice(0, 121)
  const space = cut.lastIndexOf(' ')
  return (space >= 60 ? cut.slice(0, space) : cut.slice(0, 120)).trim()
}

/** One source through another operation: its rows, the ones whose name matches, found when any does. */
export function source(ctx: Pick<OperationContext<unknown>, 'call'>, label: string, id: string, params: Record<string, unknown>, pick: (rows: Row[]) => Row[]): Promise<Section<Matches>> {
  const clean = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined))
  return runSection(async () => {
    const rows = ((await ctx.call(id, clean)) as { items: Row[] }).items
    return { matches: pick(rows), searched: rows.length }
  }, { found: (data) => data.matches.length > 0, failure: `${label} could not be asked` })
}

/** A source's block of the answer: its status, how many rows it searched and the matches kept. */
export const report = (part: Section<Matches>, limit: number) => (part.status === 'error' ? { status: 'error', message: part.message } : { status: part.status, candidates: part.data.searched, matches: part.data.matches.slice(0, limit) })
