import { defineOperation, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { cell, num } from '../dkan.ts'
import { cdcList } from '../soql.ts'
import { cdc, literal } from '../upstreams/cdc.ts'

/** CDC NNDSS Weekly Data (x9gk-5huc): weekly provisional counts of notifiable diseases by reporting area. */
const DATASET = '/resource/x9gk-5huc.json'

const input = v.object({
  disease: v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(80), v.regex(/^[\p{L}\p{N} ,.()'/-]+$/u, 'must be words of a disease name such as measles'), v.description('Words of the notifiable disease, e.g. measles, pertussis, Lyme')),
  area: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(40), v.regex(/^[\p{L} .()'-]+$/u, 'must be a reporting area such as Colorado or US Residents'), v.description('Reporting area: a state name, a region (e.g. Mountain) or US Residents (default)')), 'US Residents'),
  year: v.optional(v.pipe(v.number(), v.integer(), v.minValue(2014), v.maxValue(2100), v.description('MMWR year (default the latest)'))),
  week: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(53), v.description('MMWR week (1-53)'))),
  limit: rowLimit(200, 20, 'Rows (1-200)'),
})

export default defineOperation({
  name: 'disease-surveillance',
  method: 'GET',
  description: 'Weekly cases of nationally notifiable diseases (CDC NNDSS weekly tables, provisional): for a disease and reporting area, the cases of the week, the previous 52 weeks\' maximum and the year-to-date totals, newest week first.',
  input,
  upstreams: [cdc],
  cacheTtl: '6h',
  sources: [{ path: DATASET, about: 'CDC "NNDSS Weekly Data" `GET /resource/x9gk-5huc.json`' }],
  keywords: ['measles cases this year', 'outbreak cases by state', 'notifiable disease counts', 'how many cases of'],
  example: { params: { disease: 'measles' } },
  async handler({ input, upstream }) {
    return cdcList(upstream(cdc), DATASET, {
      where: [
        `upper(label) like ${literal(`%${input.disease.toUpperCase()}%`)}`,
        `upper(states) = ${literal(input.area.toUpperCase())}`,
        input.year && `year = ${input.year}`,
        input.week && `week = ${input.week}`,
      ],
      order: 'year DESC, week DESC, label',
      limit: input.limit,
    }, (row) => ({
      year: num(row.year),
      week: num(row.week),
      area: cell(row.states),
      disease: cell(row.label),
      currentWeek: num(row.m1),
      currentWeekFlag: cell(row.m1_flag),
      previous52WeeksMax: num(row.m2),
      cumulativeYtd: num(row.m3),
      cumulativeYtdPreviousYear: num(row.m4),
    }))
  },
})
