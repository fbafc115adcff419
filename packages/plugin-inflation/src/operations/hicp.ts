import { defineOperation, listAnswer, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { ecbData } from '../upstreams/ecb-data.ts'

/** The columns read of an SDMX CSV answer (first line the header). */
function columnsOf(csv: string) {
  const [header, ...lines] = csv.trim().split(/\r?\n/)
  const columns = (header ?? '').split(',')
  return { time: columns.indexOf('TIME_PERIOD'), value: columns.indexOf('OBS_VALUE'), rows: lines.filter((line) => line.trim()).map((line) => line.split(',')) }
}

/**
 * The series' `accept`: SDMX CSV naming the columns read, each row reaching past OBS_VALUE (a row cut short would read a
 * wrong rate or none). Refused, it is not kept 6 hours. Module level: asked once per answer.
 */
function sdmxCsv(csv: string): true | string {
  if (!csv.startsWith('KEY,')) return 'no SDMX CSV'
  const { time, value, rows } = columnsOf(csv)
  if (time < 0 || value < 0) return 'the SDMX CSV names no TIME_PERIOD or OBS_VALUE column'
  return rows.every((cells) => cells.length > Math.max(time, value) + 1) || 'a row of the SDMX CSV is cut short'
}

/** Reads TIME_PERIOD and OBS_VALUE of an SDMX CSV answer, newest first. */
function parseSdmxCsv(csv: string): Array<{ period: string; value: number | null }> {
  const { time, value, rows } = columnsOf(csv)
  return rows
    .map((cells) => ({ period: cells[time] ?? '', value: cells[value] ? Number(cells[value]) : null }))
    .filter((row) => /^\d{4}-\d{2}$/.test(row.period))
    .sort((a, b) => (a.period < b.period ? 1 : -1))
}

export default defineOperation({
  name: 'hicp',
  cacheTtl: '6h',
  sources: sourcesInWords('ECB Data Portal `ICP/M.{area}.N.000000.4.ANR` (SDMX CSV)'),
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
    const response = await upstream(ecbData).text(`/service/data/ICP/${key}`, { query: { format: 'csvdata', lastNObservations: input.limit }, notFound: `The ECB has no HICP series for ${input.area}`, accept: sdmxCsv })
    const items = parseSdmxCsv(response.data).slice(0, input.limit).map((row) => ({ month: row.period, area: input.area, series: `ICP.${key}`, annualRatePercent: row.value }))
    return listAnswer(items, sourceOf(ecbData, response.url))
  },
})
