import { createError, defineOperation, lookupAnswer, type OperationContext, runSection, type Section, sectionData } from '@svc/core'
import * as v from 'valibot'
import { str } from '../fda.ts'
import { npiNumber } from '@svc/providers/npi'
import { TAXONOMY_TTL, taxonomySource, taxonomyTable } from '../taxonomy.ts'
import { cmsRows, cmsRowsSource, dataCms, datasetId } from '@svc/providers/data-cms'
import { nucc } from '../upstreams/nucc.ts'

const input = v.object({ npi: npiNumber })
type Ctx = OperationContext<v.InferOutput<typeof input>>
type Provider = Record<string, any>

const report = <T>(part: Section<T>) => (part.status === 'error' ? { status: 'error' as const, message: part.message } : { status: part.status, data: part.data })

/** Medicare FFS Public Provider Enrollment rows of an NPI (PECOS), when the data set is configured. */
async function enrollment(ctx: Ctx) {
  const dataset = datasetId(ctx.settings.enrollmentDataset)
  if (!dataset) throw createError('UPSTREAM_NOT_CONFIGURED', 'Medicare enrollment is not configured on this host (settings.medical.enrollmentDataset)')
  const { rows } = await cmsRows(ctx.upstream(dataCms), dataset, { filters: { NPI: ctx.input.npi }, size: 50 })
  return rows.map((row) => ({
    enrollmentId: str(row.ENRLMT_ID),
    pecosId: str(row.PECOS_ASCT_CNTL_ID),
    providerTypeCode: str(row.PROVIDER_TYPE_CD),
    providerType: str(row.PROVIDER_TYPE_DESC),
    state: str(row.STATE_CD),
    name: str(row.ORG_NAME) ?? ([row.FIRST_NAME, row.MDL_NAME, row.LAST_NAME].map(str).filter(Boolean).join(' ') || null),
    multipleNpis: row.MULTIPLE_NPI_FLAG === 'Y',
  }))
}

export default defineOperation({
  name: 'provider-id-resolve',
  method: 'GET',
  description: 'Every identifier of a U.S. health care provider from its NPI, one section per source: the NPI Registry record (name, type, status, other identifiers such as Medicaid numbers, state licenses), its NUCC taxonomies spelled out, and its Medicare enrollments (PECOS enrollment ids, provider type, state).',
  input,
  upstreams: [dataCms, nucc],
  requires: ['medical.npi'],
  // The code set's calls take the operation's TTL (its path is a setting); CMS's take their source's.
  cacheTtl: TAXONOMY_TTL,
  sources: [{ operation: 'medical.npi' }, taxonomySource, cmsRowsSource],
  keywords: ['npi to pecos', 'medicare enrollment id', 'provider identifiers', 'medicaid id of provider', 'license number of doctor'],
  example: { params: { npi: '1234567893' } },
  async handler(ctx) {
    const registry = await runSection(async () => ((await ctx.call('medical.npi', { number: ctx.input.npi })) as { items: Provider[] }).items[0] ?? null, { failure: 'the NPI Registry could not be asked' })
    // The NPI is the key of every other source: without a record there is nothing to resolve.
    if (registry.status === 'not_found' || (registry.status === 'error' && (registry.error as { code?: string })?.code === 'NOT_FOUND')) throw createError('NOT_FOUND', `npi: the NPI Registry has no provider ${ctx.input.npi}`)
    const provider = sectionData(registry)
    const [taxonomy, medicare] = await Promise.all([
      runSection(async () => {
        const table = await taxonomyTable(ctx)
        return (provider?.taxonomies ?? []).map((tax: Provider) => {
          const entry = tax.code ? table.byCode.get(tax.code) : undefined
          return { code: tax.code, primary: tax.primary, license: tax.license, state: tax.state, grouping: entry?.grouping ?? null, classification: entry?.classification ?? null, specialization: entry?.specialization ?? null, displayName: entry?.displayName ?? tax.description ?? null }
        })
      }, { found: (rows: unknown[]) => rows.length > 0, failure: 'the taxonomy could not be read' }),
      runSection(() => enrollment(ctx), { found: (rows) => rows.length > 0, failure: 'data.cms.gov could not be asked' }),
    ])
    const enrollments = sectionData(medicare) ?? []
    return lookupAnswer({
      npi: ctx.input.npi,
      name: provider?.name ?? null,
      type: provider?.type ?? null,
      status: provider?.status ?? null,
      identifiers: {
        npi: ctx.input.npi,
        pecosIds: [...new Set(enrollments.map((row) => row.pecosId).filter(Boolean))],
        medicareEnrollmentIds: enrollments.map((row) => row.enrollmentId).filter(Boolean),
        stateLicenses: (provider?.taxonomies ?? []).filter((tax: Provider) => tax.license).map((tax: Provider) => ({ license: tax.license, state: tax.state, taxonomy: tax.code })),
        other: provider?.identifiers ?? [],
      },
      sections: { registry: report(registry), taxonomy: report(taxonomy), medicareEnrollment: report(medicare) },
    }, { provider: 'NPPES NPI Registry (CMS); NUCC Health Care Provider Taxonomy; data.cms.gov Medicare FFS Public Provider Enrollment', url: 'https://npiregistry.cms.hhs.gov/api-page', license: 'U.S. government works (CMS), public domain; taxonomy code set copyright American Medical Association on behalf of NUCC (nucc.org), free of charge' })
  },
})
