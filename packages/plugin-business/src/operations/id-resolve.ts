import { createError, defineOperation, invalidField, isApiError, lookupAnswer, sourceOf, type OperationContext } from '@svc/core'
import * as v from 'valibot'
import { leiCode, oneRecord, recordPage, type LeiRecord } from '../gleif/record.ts'
import { coreName, nameSimilarity } from '@svc/providers/sanctions'
import { gleif } from '../upstreams/gleif.ts'

/** Linking a name across registries needs near-identity: a wrong bridge is worse than none. */
const BRIDGE_SCORE = 0.9
const NAME_SCORE = 0.75

interface SecRow { cik: string; name: string; ticker: string; exchange: string | null }
type SourceStatus = { status: 'found' | 'not_found' | 'error'; message?: string }

const input = v.object({
  name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(200), v.description('Company name'))),
  lei: v.optional(v.pipe(leiCode, v.description('LEI (authoritative when given)'))),
  cik: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,13}$/, 'must be digits (leading zeros optional)'), v.description('SEC CIK'))),
  ticker: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z][A-Z0-9.-]{0,11}$/, 'must be a ticker of 1-12 characters'), v.description('Exchange ticker'))),
})
type Input = v.InferOutput<typeof input>

export default defineOperation({
  name: 'id-resolve',
  method: 'GET',
  description: 'Resolves a company across identifier systems: from a name, LEI, SEC CIK or ticker to its LEI (GLEIF), SEC filer id, tickers with exchanges, jurisdiction and canonical name, saying how the systems were linked and each source\'s status.',
  input,
  upstreams: [gleif],
  // SEC identities come through the finance plugin's ticker map.
  requires: ['finance.cik-ticker'],
  keywords: ['lei to cik', 'ticker to lei', 'company identifiers', 'entity identifier crosswalk'],
  // No identifier, several, or a CIK too long, can only fail: the 400 comes before any 402.
  check: (input) => {
    if ((['name', 'lei', 'cik', 'ticker'] as const).filter((key) => input[key] !== undefined).length !== 1) throw invalidField('name', 'give exactly one of name, lei, cik or ticker')
    if (input.cik !== undefined && (input.cik.replace(/^0+/, '') || '0').length > 10) throw invalidField('cik', 'a CIK has at most 10 significant digits')
  },
  async handler(ctx) {
    const given = (['name', 'lei', 'cik', 'ticker'] as const).filter((key) => ctx.input[key] !== undefined)
    const anchor = given[0]!
    const sources: Record<'gleif' | 'sec', SourceStatus> = { gleif: { status: 'not_found' }, sec: { status: 'not_found' } }
    let record: LeiRecord | undefined
    let sec: SecRow[] = []
    let bridge: 'name-match' | null = null

    if (anchor === 'lei') {
      record = await leiLookup(ctx, ctx.input.lei!)
      sources.gleif = { status: 'found' }
      sec = await secByName(ctx, record.attributes.entity.legalName.name, BRIDGE_SCORE, sources)
      if (sec.length > 0) bridge = 'name-match'
    } else if (anchor === 'cik' || anchor === 'ticker') {
      sec = await secLookup(ctx, anchor, ctx.input[anchor]!)
      sources.sec = { status: 'found' }
      record = await gleifByName(ctx, sec[0]!.name, BRIDGE_SCORE, sources)
      if (record) bridge = 'name-match'
    } else {
      const [matched, rows] = await Promise.all([gleifByName(ctx, ctx.input.name!, NAME_SCORE, sources), secByName(ctx, ctx.input.name!, NAME_SCORE, sources)])
      record = matched
      sec = rows
      if (!record && sec.length === 0) {
        if (sources.gleif.status === 'error' && sources.sec.status === 'error') throw createError('UPSTREAM_FAILED', `Neither GLEIF nor the SEC could be asked: ${sources.gleif.message}; ${sources.sec.message}`)
        throw createError('NOT_FOUND', `No registered entity matches "${ctx.input.name}"`)
      }
      if (record && sec.length > 0) bridge = 'name-match'
    }

    const entity = record?.attributes.entity
    return lookupAnswer({
      anchor,
      canonicalName: entity?.legalName.name ?? sec[0]?.name ?? null,
      lei: record?.attributes.lei ?? null,
      leiName: entity?.legalName.name ?? null,
      jurisdiction: entity?.jurisdiction ?? null,
      secCik: sec[0]?.cik ?? null,
      secName: sec[0]?.name ?? null,
      tickers: sec.map((row) => ({ ticker: row.ticker, exchange: row.exchange })),
      // How the LEI and the SEC identity were tied: by name when one system was the anchor.
      bridge,
      sources,
    }, { ...sourceOf(gleif, 'https://api.gleif.org/api/v1/lei-records'), provider: `${gleif.name}; U.S. SEC EDGAR` })
  },
})

type Ctx = OperationContext<Input>

async function leiLookup(ctx: Ctx, lei: string): Promise<LeiRecord> {
  const response = await ctx.upstream(gleif).json(`/api/v1/lei-records/${lei}`, { schema: oneRecord, acceptStatus: [404] })
  if (response.status === 404) throw createError('NOT_FOUND', `GLEIF has no LEI record ${lei}`)
  return response.data.data
}

async function gleifByName(ctx: Ctx, name: string, threshold: number, sources: Record<string, SourceStatus>): Promise<LeiRecord | undefined> {
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

async function secLookup(ctx: Ctx, kind: 'cik' | 'ticker', value: string): Promise<SecRow[]> {
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

async function secByName(ctx: Ctx, name: string, threshold: number, sources: Record<string, SourceStatus>): Promise<SecRow[]> {
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
