import { createError, defineOperation, invalidField, lookupAnswer, sourceOf, optionalText } from '@svc/core'
import * as v from 'valibot'
import { leiCode, type LeiRecord } from '../gleif/record.ts'
import { gleifByName, leiLookup, secByName, secLookup, type SecRow, type SourceStatus } from '../identity-sources.ts'
import { gleif } from '../upstreams/gleif.ts'

/** Linking a name across registries needs near-identity: a wrong bridge is worse than none. */
const BRIDGE_SCORE = 0.9
const NAME_SCORE = 0.75

const input = v.object({
  name: optionalText(2, 200, 'Company name'),
  lei: v.optional(v.pipe(leiCode, v.description('LEI (authoritative when given)'))),
  cik: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{1,13}$/, 'must be digits (leading zeros optional)'), v.description('SEC CIK'))),
  ticker: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z][A-Z0-9.-]{0,11}$/, 'must be a ticker of 1-12 characters'), v.description('Exchange ticker'))),
})

export default defineOperation({
  name: 'id-resolve',
  sources: [{ path: '/api/v1/lei-records/{lei}' }, { path: '/api/v1/lei-records', about: 'GLEIF `GET /api/v1/lei-records?filter[fulltext]=`' }, { operation: 'finance.cik-ticker' }],
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
