import type * as v from 'valibot'
import { num, str } from '../shared/input.ts'
import { day, dolRow } from './query.ts'

/** OSHA's accident investigation summaries, the columns read. */
export const oshaAccident = dolRow('summary_nr', [
  'report_id', 'event_date', 'event_time', 'event_desc', 'event_keyword', 'const_end_use', 'build_stories',
  'nonbuild_ht', 'project_cost', 'project_type', 'sic_list', 'fatality',
])

/** One accident as osha-accidents answers it. */
export const oshaAccidentItem = (row: v.InferOutput<typeof oshaAccident>) => ({
  summaryNr: String(row.summary_nr),
  reportId: str(row.report_id),
  eventDate: day(row.event_date),
  eventTime: str(row.event_time),
  description: str(row.event_desc),
  keywords: str(row.event_keyword)?.split(',').map((word) => word.trim()).filter(Boolean) ?? [],
  fatal: row.fatality === 'X',
  constructionEndUse: str(row.const_end_use),
  buildingStories: num(row.build_stories),
  projectType: str(row.project_type),
  projectCost: str(row.project_cost),
  sicCodes: str(row.sic_list),
  url: `https://www.osha.gov/ords/imis/accidentsearch.accident_detail?id=${row.summary_nr}`,
})
