import { invalidField, isApiError, type OperationContext } from '@svc/core'
import { coreName, nameSimilarity } from '@svc/providers/sanctions'
import { oneRecord, recordPage, type LeiRecord } from './gleif/record.ts'
import { gleif } from './upstreams/gleif.ts'

/** A row of the SEC's ticker map, as finance.cik-ticker answers it. */
export interface SecRow { cik: string; name: string; ticker: string; exchange: string | null }
/** How one source answered. */
export type SourceStatus = { status: 'found' | 'not_found' | 'error'; message?: string }

/** What these readers use of a call's context. */
type Ctx = Pick<OperationContext<unknown>, 'upstream' | 'call'>

/** The LEI record of `lei` (404 when GLEIF has none). */
export async function leiLookup(ctx: Ctx, lei: string): Promise<LeiRecord> {
  const response = await ctx.upstream(gleif).json(`/api/v1/lei-records/${lei}`, { schema: oneRecord, notFound: `GLEIF has no LEI record ${lei}` })
  return response.data.data
}

/** GLEIF's record whose legal or other name is nearest `name`, when near enough; its status goes in `sources`. */
export async function gleifByName(ctx: Ctx, name: string, threshold: number, sources: Record<string, SourceStatus>): Promise<LeiRecord | undefined> {
  try {
    const response = await ctx.upstream(gleif).json('/api/v1/lei-records', { query: { 'filter[fulltext]': coreName(name), 'page[size]': 25 }, schema: recordPage })
    const best = response.data.data
      .map((record) => ({ record, score: Math.max(...[record.attributes.entity.legalName.name, ...record.attributes.entity.otherNames.map((other) => other.name)].map((candidate) => nameSimilarity(name, candidate))) }))
      .sort((a, b) => b.score - a.score)[0]
    if (best && best.score >= threshold) {
      sources.gleif = { status: 'found' }
      return best.record
    }
    sources.gleif = { status: 'not_found' }
    return undefined
  } catch (error) {
    sources.gleif = { status: 'error', message: isApiError(error) ? error.message : 'GLEIF could not be asked' }
    return undefined
  }
}

/** The SEC filer rows of a CIK or ticker (through finance.cik-ticker). */
export async function secLookup(ctx: Ctx, kind: 'cik' | 'ticker', value: string): Promise<SecRow[]> {
  let query = value
  if (kind === 'cik') {
    query = value.replace(/^0+/, '') || '0'
    if (query.length > 10) throw invalidField('cik', 'a CIK has at most 10 significant digits')
  }
  const answer = (await ctx.call('finance.cik-ticker', { [kind]: query, limit: 100 })) as { items: SecRow[] }
  const rows = answer.items
  if (kind === 'ticker' && rows[0]) {
    // A ticker names one security: answer every ticker of its company.
    const all = (await ctx.call('finance.cik-ticker', { cik: rows[0].cik, limit: 100 })) as { items: SecRow[] }
    return all.items.length > 0 ? all.items : rows
  }
  return rows
}

/** The SEC filer rows of the company whose name is nearest `name`, when near enough; its status goes in `sources`. */
export async function secByName(ctx: Ctx, name: string, threshold: number, sources: Record<string, SourceStatus>): Promise<SecRow[]> {
  try {
    const answer = (await ctx.call('finance.cik-ticker', { name: coreName(name), limit: 25 })) as { items: SecRow[] }
    const best = answer.items.map((row) => ({ row, score: nameSimilarity(name, row.name) })).sort((a, b) => b.score - a.score)[0]
    if (!best || best.score < threshold) {
      sources.sec = { status: 'not_found' }
      return []
    }
    sources.sec = { status: 'found' }
    return answer.items.filter((row) => row.cik === best.row.cik)
  } catch (error) {
    sources.sec = { status: 'error', message: isApiError(error) ? error.message : 'The SEC could not be asked' }
    return []
  }
}
