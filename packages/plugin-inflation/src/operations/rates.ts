import { defineOperation, listAnswer, sourceOf, rowLimit, keyOf } from '@svc/core'
import { fred, fredSeries } from '@svc/providers/fred'
import * as v from 'valibot'

/** BLS CPI-U measures on FRED, read as the percent change from a year ago (FRED `units=pc1`). */
const MEASURES = {
  headline: { series: 'CPIAUCSL', title: 'CPI-U, all items (seasonally adjusted)' },
  core: { series: 'CPILFESL', title: 'CPI-U, all items less food and energy (seasonally adjusted)' },
  food: { series: 'CPIUFDSL', title: 'CPI-U, food (seasonally adjusted)' },
  energy: { series: 'CPIENGSL', title: 'CPI-U, energy (seasonally adjusted)' },
  shelter: { series: 'CUSR0000SAH1', title: 'CPI-U, shelter (seasonally adjusted)' },
  pce: { series: 'PCEPI', title: 'PCE price index (BEA)' },
  'core-pce': { series: 'PCEPILFE', title: 'PCE price index less food and energy (BEA)' },
} as const

export default defineOperation({
  name: 'rates',
  cacheTtl: '3h',
  sources: [{ about: 'FRED CPI-U / PCE series with `units=pc1`' }],
  method: 'GET',
  description: 'US inflation rates: the 12-month percent change of the CPI-U (headline, core, food, energy, shelter) or the PCE price index, per month, newest first (BLS and BEA data through FRED).',
  input: v.object({
    measure: v.optional(v.pipe(keyOf(MEASURES), v.description('headline (default), core, food, energy, shelter, pce, core-pce')), 'headline'),
    limit: rowLimit(600, 12),
  }),
  upstreams: [fred],
  keywords: ['us inflation rate', 'cpi inflation year over year', 'core inflation', 'what is inflation now', 'pce inflation'],
  async handler({ input, upstream }) {
    const measure = MEASURES[input.measure]
    const { points, url } = await fredSeries(upstream(fred), measure.series, input.limit, { units: 'pc1' })
    const items = points.map((point) => ({ month: point.date.slice(0, 7), measure: input.measure, series: measure.series, title: measure.title, yearOverYearPercent: point.value === null ? null : Number(point.value.toFixed(2)) }))
    return listAnswer(items, sourceOf(fred, url))
  },
})
