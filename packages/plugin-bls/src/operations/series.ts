import { defineOperation, invalidField, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { blsNumber, blsTimeseriesSource, requestTimeseries } from '@svc/providers/bls'
import { bls } from '@svc/providers/bls'

const MAX_SERIES = 10
const MAX_SPAN_YEARS = 10
const year = (description: string) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100), v.description(description)))

/** The years asked for: the last MAX_SPAN_YEARS up to this year by default, or that many from startYear. */
function yearsOf(input: { startYear?: number | undefined; endYear?: number | undefined }): { startYear: number; endYear: number } {
  const thisYear = new Date().getUTCFullYear()
  const endYear = input.endYear ?? (input.startYear !== undefined ? Math.min(input.startYear + MAX_SPAN_YEARS - 1, thisYear) : thisYear)
  return { startYear: input.startYear ?? endYear - MAX_SPAN_YEARS + 1, endYear }
}

export default defineOperation({
  name: 'series',
  sources: [blsTimeseriesSource],
  method: 'GET',
  description: 'Time series of the U.S. Bureau of Labor Statistics (CPI, unemployment, employment, wages, prices...) by series id: year, period, value and footnotes for up to 10 series over up to 10 years.',
  input: v.object({
    seriesIds: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(4),
      v.maxLength(400),
      v.transform((text) => text.split(',').map((id) => id.trim().toUpperCase()).filter(Boolean)),
      v.minLength(1, 'must name at least one series id'),
      v.maxLength(MAX_SERIES, `must name at most ${MAX_SERIES} series ids`),
      v.check((ids) => ids.every((id) => /^[A-Z0-9]{4,40}$/.test(id)), 'must be series ids of 4-40 letters and digits, comma-separated (e.g. CUUR0000SA0,LNS14000000)'),
      v.description('Comma-separated BLS series ids, 1-10'),
    ),
    startYear: year('First year (default: endYear minus 9, or this year minus 9)'),
    endYear: year('Last year (default: startYear plus 9, or this year)'),
  }),
  upstreams: [bls],
  keywords: ['consumer price index', 'cpi inflation', 'unemployment rate', 'jobs report', 'labor statistics', 'wages'],
  // Years in the wrong order, or more of them than one request reads, can only fail: the 400 comes before any 402.
  check: (input) => {
    const { startYear, endYear } = yearsOf(input)
    if (startYear > endYear) throw invalidField('startYear', `${startYear} is after endYear ${endYear}`)
    if (endYear - startYear + 1 > MAX_SPAN_YEARS) throw invalidField('endYear', `the span ${startYear}-${endYear} is longer than ${MAX_SPAN_YEARS} years`)
  },
  async handler({ input, upstream }) {
    const { startYear, endYear } = yearsOf(input)
    const { series, notes, url } = await requestTimeseries(upstream(bls), input.seriesIds, { startYear, endYear })
    const items = series.map((one) => ({
      seriesId: one.seriesID,
      observations: one.data.map((point) => ({
        year: Number(point.year),
        period: point.period,
        periodName: point.periodName,
        value: point.value,
        numericValue: blsNumber(point.value),
        latest: point.latest === 'true',
        footnotes: point.footnotes.flatMap((note) => (note && (note.code || note.text) ? [{ code: note.code ?? null, text: note.text ?? null }] : [])),
      })),
    }))
    return {
      ok: true,
      items,
      total: items.length,
      source: sourceOf(bls, url),
      // Series BLS did not know come back empty with a message naming them.
      ...(notes.length > 0 ? { notes } : {}),
    }
  },
})
