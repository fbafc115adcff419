import type * as v from 'valibot'
import { num, str } from '../shared/input.ts'
import { day, dolRow } from './query.ts'

/** Columns of MSHA's Accidents open-data file, lower-cased as the DOL API serves them. */
export const mshaAccident = dolRow('document_no', [
  'mine_id', 'operator_name', 'controller_name', 'subunit', 'accident_dt', 'accident_time', 'cal_yr', 'degree_injury',
  'classification', 'accident_type', 'no_injuries', 'occupation', 'activity', 'injury_source', 'nature_injury',
  'inj_body_part', 'days_lost', 'days_restrict', 'narrative', 'coal_metal_ind',
])

/** One accident as msha-accidents answers it. */
export const mshaAccidentItem = (row: v.InferOutput<typeof mshaAccident>) => ({
  documentNo: String(row.document_no),
  mineId: str(row.mine_id),
  operator: str(row.operator_name),
  controller: str(row.controller_name),
  sector: row.coal_metal_ind === 'C' ? 'coal' : row.coal_metal_ind === 'M' ? 'metal' : null,
  accidentDate: day(row.accident_dt),
  accidentTime: str(row.accident_time),
  year: num(row.cal_yr),
  subunit: str(row.subunit),
  degreeOfInjury: str(row.degree_injury),
  classification: str(row.classification),
  accidentType: str(row.accident_type),
  injuries: num(row.no_injuries),
  occupation: str(row.occupation),
  activity: str(row.activity),
  injurySource: str(row.injury_source),
  natureOfInjury: str(row.nature_injury),
  bodyPart: str(row.inj_body_part),
  daysLost: num(row.days_lost),
  daysRestricted: num(row.days_restrict),
  narrative: str(row.narrative),
})
