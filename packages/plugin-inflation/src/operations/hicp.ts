import { createError, defineOperation, listAnswer, sourceOf, UpstreamError, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { ecbData } from '../upstreams/ecb-data.ts'

/** Reads TIME_PERIOD and OBS_VALUE of an SDMX CSV answer (first line the header), newest first. */
function parseSdmxCsv(csv: string): Array<{ period: string; value: number | null }> {
  const [header, ...lines] = csv.trim().split(/\r?\n/)
  const columns = (header ?? '').split(',')
  const time = columns.indexOf('TIME_PERIOD')
  const value = columns.indexOf('OBS_VALUE')
  if (time < 0 || value < 0) return []
  return lines
    .map((line) => line.split(','))
    .map((cells) => ({ period: cells[time] ?? '', value: cells[value] ? Number(cells[value]) : null }))
    .filter((row) => /^\d{4}-\d{2}$/.test(row.period))
    .sort((a, b) => (a.period < b.period ? 1 : -1))
}

export default defineOperation({
  name: 'hicp',
  cacheTtl: '6h',
  sources: [{ about: 'ECB Data Portal `ICP/M.{area}.N.000000.4.ANR` (SDMX CSV)' }],
  method: 'GET',
  description: 'Euro area and EU country inflation: the HICP annual rate of change per month (Eurostat data from the ECB Data Portal), newest first.',
  input: v.object({
    area: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^(U2|[A-Z]{2})$/, 'must be U2 (euro area) or a two-letter EU country code'), v.description('U2 (euro area, default) or a country code: DE, FR, IT, ES...')), 'U2'),
    limit: rowLimit(600, 12),
  }),
  upstreams: [ecbData],
  keywords: ['euro area inflation', 'eurozone inflation rate', 'hicp', 'inflation in germany', 'european inflation'],
  async handler({ input, upstream }) {
    const key = `M.${input.area}.N.000000.4.ANR`
    const response = await upstream(ecbData).text(`/service/data/ICP/${key}`, { query: { format: 'csvdata', lastNObservations: input.limit }, acceptStatus: [404] })
    if (response.status === 404) throw createError('NOT_FOUND', `The ECB has no HICP series for ${input.area}`)
    if (!response.data.startsWith('KEY,')) throw new UpstreamError('UPSTREAM_FAILED', `${ecbData.name} sent no SDMX CSV`, response.status, response.data.slice(0, 200))
    const items = parseSdmxCsv(response.data).slice(0, input.limit).map((row) => ({ month: row.period, area: input.area, series: `ICP.${key}`, annualRatePercent: row.value }))
    return listAnswer(items, sourceOf(ecbData, response.url))
  },
})
