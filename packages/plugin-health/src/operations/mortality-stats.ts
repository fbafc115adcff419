import { defineOperation, rowLimit, requireOrder } from '@svc/core'
import * as v from 'valibot'
import { cell, num } from '../dkan.ts'
import { cdcList } from '../soql.ts'
import { cdc, literal } from '../upstreams/cdc.ts'

/** NCHS "Leading Causes of Death: United States" (bi63-dtpu): deaths and age-adjusted death rates by cause, state and year, 1999-2017. */
const DATASET = '/resource/bi63-dtpu.json'

const STATES = ['United States', 'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'District of Columbia', 'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming']
const CAUSES = ['All causes', "Alzheimer's disease", 'Cancer', 'CLRD', 'Diabetes', 'Heart disease', 'Influenza and pneumonia', 'Kidney disease', 'Stroke', 'Suicide', 'Unintentional injuries']

const input = v.object({
  state: v.optional(v.pipe(v.string(), v.trim(), v.check((name) => STATES.some((known) => known.toLowerCase() === name.toLowerCase()), 'must be a state name such as Colorado, or United States'), v.description('State name, or United States (default)')), 'United States'),
  cause: v.optional(v.pipe(v.string(), v.trim(), v.check((name) => CAUSES.some((known) => known.toLowerCase() === name.toLowerCase()), `must be one of ${CAUSES.join(', ')}`), v.description(`Cause: ${CAUSES.join(', ')} (default every cause)`))),
  from: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1999), v.maxValue(2017), v.description('First year (1999-2017)'))),
  to: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1999), v.maxValue(2017), v.description('Last year (1999-2017)'))),
  limit: rowLimit(500, 100, 'Rows (1-500)'),
})

export default defineOperation({
  name: 'mortality-stats',
  method: 'GET',
  description: 'U.S. deaths by cause (NCHS Leading Causes of Death, CDC): deaths and age-adjusted death rate per 100,000 for the ten leading causes and all causes, by state and year (1999-2017), newest year first.',
  input,
  check: (input) => {
    requireOrder(input, 'from', 'to')
  },
  upstreams: [cdc],
  cacheTtl: '7d',
  sources: [{ path: DATASET, about: 'NCHS "Leading Causes of Death: United States" (CDC) `GET /resource/bi63-dtpu.json`' }],
  keywords: ['leading causes of death', 'death rate by state', 'how many people die of', 'mortality statistics'],
  example: { params: { state: 'Colorado', cause: 'Heart disease' } },
  async handler({ input, upstream }) {
    const state = STATES.find((known) => known.toLowerCase() === input.state.toLowerCase())!
    const cause = input.cause ? CAUSES.find((known) => known.toLowerCase() === input.cause!.toLowerCase()) : undefined
    return cdcList(upstream(cdc), DATASET, {
      where: [
        `state = ${literal(state)}`,
        cause && `cause_name = ${literal(cause)}`,
        input.from && `year >= ${input.from}`,
        input.to && `year <= ${input.to}`,
      ],
      order: 'year DESC, deaths DESC',
      limit: input.limit,
    }, (row) => ({
      year: num(row.year),
      state: cell(row.state),
      cause: cell(row.cause_name),
      icd10Cause: cell(row._113_cause_name),
      deaths: num(row.deaths),
      ageAdjustedRate: num(row.aadr),
    }))
  },
})
