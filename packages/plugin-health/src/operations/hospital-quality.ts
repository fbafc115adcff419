import { createError, defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { cell, day, dkanQuery, num } from '../dkan.ts'
import { DATASETS, dataCms, datasetPath, datasetSource, hospitalRows, toHospital } from '../hospitals.ts'
import { ccn } from '../params.ts'

/** Care Compare topics and their Provider Data Catalog data sets (each keyed by facility_id, one row per measure). */
const TOPICS = {
  'complications-deaths': DATASETS.complicationsDeaths,
  infections: DATASETS.infections,
  'timely-care': DATASETS.timelyCare,
  readmissions: DATASETS.readmissions,
} as const
type Topic = keyof typeof TOPICS

const input = v.object({
  facilityId: ccn,
  topics: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[a-z-]+(,[a-z-]+)*$/, 'must be topics separated by commas'), v.check((text) => text.split(',').every((topic) => topic in TOPICS), `must be among ${Object.keys(TOPICS).join(', ')}`), v.description(`Measure topics, comma-separated: ${Object.keys(TOPICS).join(', ')} (default all)`))),
})

const toMeasure = (row: Record<string, unknown>) => ({
  measureId: cell(row.measure_id),
  measure: cell(row.measure_name),
  comparedToNational: cell(row.compared_to_national),
  score: num(row.score),
  scoreText: num(row.score) === null ? cell(row.score) : null,
  lowerEstimate: num(row.lower_estimate),
  higherEstimate: num(row.higher_estimate),
  denominator: num(row.denominator),
  sample: cell(row.sample),
  footnote: cell(row.footnote),
  startDate: day(row.start_date),
  endDate: day(row.end_date),
})

export default defineOperation({
  name: 'hospital-quality',
  method: 'GET',
  description: 'Quality of a U.S. hospital on Medicare Care Compare: overall star rating and the measures of complications and deaths, healthcare-associated infections, timely and effective care and unplanned readmissions, each compared to the national rate (CMS Provider Data Catalog).',
  input,
  upstreams: [dataCms],
  sources: [
    datasetSource(DATASETS.generalInformation, 'Hospital General Information'),
    datasetSource(DATASETS.complicationsDeaths, 'Complications and Deaths'),
    datasetSource(DATASETS.infections, 'Healthcare Associated Infections'),
    datasetSource(DATASETS.timelyCare, 'Timely and Effective Care'),
    datasetSource(DATASETS.readmissions, 'Unplanned Hospital Visits'),
  ],
  keywords: ['hospital rating', 'hospital star rating', 'hospital mortality rate', 'hospital infection rate', 'readmission rate'],
  example: { params: { facilityId: '060024' } },
  async handler({ input, upstream }) {
    const client = upstream(dataCms)
    const topics = (input.topics ? [...new Set(input.topics.split(','))] : Object.keys(TOPICS)) as Topic[]
    const [general, ...measures] = await Promise.all([
      hospitalRows(client, [{ property: 'facility_id', value: input.facilityId }], 1, 0),
      ...topics.map((topic) => dkanQuery(client, datasetPath(TOPICS[topic]), { conditions: [{ property: 'facility_id', value: input.facilityId }], limit: 200 })),
    ])
    const hospital = general.rows[0]
    if (!hospital) throw createError('NOT_FOUND', `facilityId: CMS lists no hospital ${input.facilityId}`)
    return lookupAnswer({
      ...toHospital(hospital),
      topics: Object.fromEntries(topics.map((topic, index) => [topic, measures[index]!.rows.map(toMeasure)])),
    }, sourceOf({ ...dataCms, name: 'CMS Provider Data Catalog: Hospital Care Compare', docsUrl: 'https://data.cms.gov/provider-data/topics/hospitals' }, general.url))
  },
})
