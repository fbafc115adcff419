import { createError, defineOperation, lookupAnswer, runSection, type Section, sectionData } from '@svc/core'
import * as v from 'valibot'

type Row = Record<string, any>
const input = v.object({
  npi: v.pipe(v.string(), v.trim(), v.regex(/^\d{10}$/, 'must be a 10-digit NPI'), v.description('National Provider Identifier')),
  payments: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50), v.description('Largest industry payments listed (1-50)')), 10),
})

const report = <T>(part: Section<T>) => (part.status === 'error' ? { status: 'error' as const, message: part.message } : { status: part.status, data: part.data })

export default defineOperation({
  name: 'provider-profile',
  method: 'GET',
  description: 'One page on a U.S. clinician from the NPI, one section per source: NPI Registry record (name, credential, specialties, practice address, state licenses), Medicare Part B figures for the year (services, beneficiaries, payments) and industry payments received (Open Payments), with a summary.',
  input,
  requires: ['medical.npi'],
  sources: [{ operation: 'medical.npi' }, { operation: 'health.medicare-provider' }, { operation: 'health.open-payments' }],
  keywords: ['doctor background check', 'physician profile', 'everything about a doctor', 'provider due diligence'],
  example: { params: { npi: '1234567893' } },
  async handler(ctx) {
    const { npi } = ctx.input
    const registry = await runSection(async () => ((await ctx.call('medical.npi', { number: npi })) as { items: Row[] }).items[0] ?? null, { failure: 'the NPI Registry could not be asked' })
    if (registry.status === 'not_found' || (registry.status === 'error' && (registry.error as { code?: string })?.code === 'NOT_FOUND')) throw createError('NOT_FOUND', `npi: the NPI Registry has no provider ${npi}`)
    const [medicare, payments] = await Promise.all([
      runSection(async () => ((await ctx.call('health.medicare-provider', { npi })) as { items: Row[] }).items[0] ?? null, { failure: 'Medicare figures could not be asked' }),
      runSection(async () => {
        const answer = (await ctx.call('health.open-payments', { npi, limit: ctx.input.payments })) as { items: Row[]; total: number | null }
        return { total: answer.total, items: answer.items }
      }, { found: (data) => data.items.length > 0, failure: 'Open Payments could not be asked' }),
    ])
    // A provider with no Medicare figures answers 404 there: that is "none", not a failure.
    const medicareReport = medicare.status === 'error' && (medicare.error as { code?: string })?.code === 'NOT_FOUND' ? { status: 'not_found' as const, data: null } : report(medicare)
    const provider = sectionData(registry)
    const paid = sectionData(payments)?.items ?? []
    const billed = sectionData(medicare)
    return lookupAnswer({
      npi,
      name: provider?.name ?? null,
      credential: provider?.credential ?? null,
      type: provider?.type ?? null,
      status: provider?.status ?? null,
      primarySpecialty: provider?.primaryTaxonomy?.description ?? null,
      practice: provider?.location ?? null,
      licenses: (provider?.taxonomies ?? []).filter((tax: Row) => tax.license).map((tax: Row) => ({ license: tax.license, state: tax.state, specialty: tax.description })),
      summary: {
        medicarePayment: billed?.medicarePayment ?? null,
        medicareBeneficiaries: billed?.beneficiaries ?? null,
        industryPaymentsListed: paid.length,
        largestIndustryPayment: paid[0]?.amount ?? null,
      },
      sections: { registry: report(registry), medicare: medicareReport, openPayments: report(payments) },
    }, { provider: 'NPPES NPI Registry; CMS Medicare Physician & Other Practitioners (data.cms.gov); CMS Open Payments', url: 'https://npiregistry.cms.hhs.gov/api-page', license: 'U.S. government works (CMS), public domain' })
  },
})
