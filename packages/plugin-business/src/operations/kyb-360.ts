import { defineOperation, lookupAnswer, rowLimit, runSection, sectionData, requiredText } from '@svc/core'
import * as v from 'valibot'
import { coreName, nameSimilarity } from '@svc/providers/sanctions'
import { screeningSource, screenName } from '@svc/providers/sanctions'
import { screeningList } from '@svc/providers/sanctions'
import { report, type Row, source, upTo120 } from '../kyb-sources.ts'

const input = v.object({
  name: requiredText(2, 200, 'Company name'),
  state: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be a 2-letter state code'), v.description('U.S. state of the recipient: narrows the federal awards'))),
  ticker: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z][A-Z0-9.-]{0,9}$/, 'must be a ticker of 1-10 characters'), v.description('Adds the SEC filing identity'))),
  threshold: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1), v.description('Name similarity a match needs (0-1)')), 0.85),
  limit: rowLimit(20, 5, 'Matches kept per source'),
})

export default defineOperation({
  name: 'kyb-360',
  method: 'GET',
  description: 'Know-your-business check of a company across six sources at once: SAM.gov registration, SAM.gov exclusions (debarment), sanctions screening (U.S. Consolidated Screening List), LEI (GLEIF), federal contract awards (USAspending) and foreign-agent registration (FARA); risk flags, a cleared verdict (exclusions and sanctions) and a found/error block per source.',
  input,
  upstreams: [screeningList],
  sources: [{ operation: 'gov.entity' }, { operation: 'gov.exclusions' }, screeningSource, { operation: 'business.lei' }, { operation: 'gov.usaspending-awards' }, { operation: 'gov.foreign-agents' }, { operation: 'finance.cik-ticker' }],
  requires: ['gov.entity', 'gov.exclusions', 'gov.usaspending-awards', 'gov.foreign-agents', 'business.lei', 'finance.cik-ticker'],
  keywords: ['kyb', 'know your business', 'company due diligence', 'vendor risk check', 'is this company sanctioned or debarred'],
  async handler(ctx) {
    const { name, state, threshold } = ctx.input
    const search = upTo120(name)
    const matching = (field: string, ...others: string[]) => (rows: Row[]) => rows.filter((row) => [field, ...others].some((key) => typeof row[key] === 'string' && nameSimilarity(name, row[key] as string) >= threshold))
    const [registration, exclusions, sanctions, lei, awards, foreignAgents, filingIdentity] = await Promise.all([
      source(ctx, 'SAM.gov registration', 'gov.entity', { name: search, limit: 10 }, matching('legalName', 'dbaName')),
      source(ctx, 'SAM.gov exclusions', 'gov.exclusions', { name: search, limit: 10 }, matching('name')),
      runSection(() => screenName(ctx.upstream(screeningList), name, threshold), { found: (screen) => screen.flagged, failure: 'Consolidated Screening List could not be asked' }),
      source(ctx, 'GLEIF', 'business.lei', { query: coreName(name), status: 'all', limit: 10 }, matching('legalName', 'otherName')),
      source(ctx, 'USAspending', 'gov.usaspending-awards', { recipient: search, state, limit: 10 }, matching('recipient')),
      source(ctx, 'FARA', 'gov.foreign-agents', { name: upTo120(coreName(name)), status: 'all', limit: 25 }, matching('name')),
      ctx.input.ticker ? source(ctx, 'SEC', 'finance.cik-ticker', { ticker: ctx.input.ticker }, (rows) => rows) : Promise.resolve(undefined),
    ])
    const sam = sectionData(registration)?.matches ?? []
    const screen = sectionData(sanctions)
    const riskFlags = [
      exclusions.status === 'found' && 'excluded-from-federal-awards',
      sanctions.status === 'found' && 'sanctions-list-match',
      foreignAgents.status === 'found' && 'registered-foreign-agent',
      registration.status === 'not_found' && 'no-sam-registration',
      sam.some((row) => row.registrationStatus !== 'Active') && 'sam-registration-not-active',
      sam.some((row) => row.exclusionStatusFlag === 'Y') && 'sam-exclusion-flag',
      ...Object.entries({ registration, exclusions, sanctions, lei, awards, foreignAgents }).filter(([, part]) => part.status === 'error').map(([key]) => `${key}-unverified`),
    ].filter((flag): flag is string => Boolean(flag))
    // Cleared means both screens answered and neither matched.
    const cleared = exclusions.status === 'not_found' && sanctions.status === 'not_found'
    const totalAwards = (sectionData(awards)?.matches ?? []).reduce((sum, row) => sum + (typeof row.amount === 'number' ? row.amount : 0), 0)
    const summary = `${name}: ${cleared ? 'no debarment or sanctions match' : exclusions.status === 'error' || sanctions.status === 'error' ? 'screening incomplete' : 'screening matched'}; ${sam.length > 0 ? `SAM.gov registration ${sam[0]!.registrationStatus ?? 'found'}` : 'no SAM.gov registration matched'}; ${sectionData(lei)?.matches.length ? `LEI ${sectionData(lei)!.matches[0]!.lei}` : 'no LEI matched'}; ${totalAwards > 0 ? `federal awards listed $${Math.round(totalAwards).toLocaleString('en-US')}` : 'no federal awards matched'}${foreignAgents.status === 'found' ? '; registered under FARA' : ''}.`
    return lookupAnswer({
      query: { name, state: state ?? null, ticker: ctx.input.ticker ?? null, threshold },
      cleared,
      riskFlags,
      summary,
      sources: {
        registration: report(registration, ctx.input.limit),
        exclusions: report(exclusions, ctx.input.limit),
        sanctions: sanctions.status === 'error' ? { status: 'error', message: sanctions.message } : { status: sanctions.status, confidence: screen!.confidence, label: screen!.label, hits: screen!.hits.slice(0, ctx.input.limit), searchedAt: screen!.searchedAt },
        lei: report(lei, ctx.input.limit),
        awards: report(awards, ctx.input.limit),
        foreignAgents: report(foreignAgents, ctx.input.limit),
        ...(filingIdentity ? { filingIdentity: report(filingIdentity, ctx.input.limit) } : {}),
      },
    }, { provider: 'SAM.gov; Consolidated Screening List (trade.gov); GLEIF; USAspending.gov; DOJ FARA; SEC EDGAR', url: 'https://developer.trade.gov/apis/consolidated-screening-list', license: 'Public domain (U.S. government works); GLEIF CC0' })
  },
})
