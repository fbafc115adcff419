import type * as v from 'valibot'
import { num, str } from '../shared/input.ts'
import { day, dolRow } from './query.ts'

/** OSHA's citations, the columns read. */
export const oshaViolation = dolRow('activity_nr', [
  'citation_id', 'delete_flag', 'standard', 'viol_type', 'issuance_date', 'abate_date', 'current_penalty',
  'initial_penalty', 'contest_date', 'final_order_date', 'nr_instances', 'nr_exposed', 'gravity',
])

/** One citation as osha-violations answers it. */
export const oshaViolationItem = (row: v.InferOutput<typeof oshaViolation>) => ({
  activityNr: String(row.activity_nr),
  citationId: str(row.citation_id),
  standard: str(row.standard),
  type: str(row.viol_type),
  gravity: str(row.gravity),
  issuanceDate: day(row.issuance_date),
  abateDate: day(row.abate_date),
  initialPenalty: num(row.initial_penalty),
  currentPenalty: num(row.current_penalty),
  instances: num(row.nr_instances),
  exposed: num(row.nr_exposed),
  contestDate: day(row.contest_date),
  finalOrderDate: day(row.final_order_date),
  deleted: row.delete_flag === 'X',
})
