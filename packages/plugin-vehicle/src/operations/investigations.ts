import { createError, defineOperation, durationText, invalidField, listAnswer, lookupAnswer, rowLimit, sourceOf, rowOffset, optionalText } from '@svc/core'
import * as v from 'valibot'
import { investigationsFile } from '../investigations/flat-inv.ts'
import { nameKey } from '../investigations/records.ts'
import { DEFAULT_LIMITS } from '../investigations/refreshing.ts'
import { searchInvestigations, toItem } from '../investigations/search.ts'
import { makeName } from '../params.ts'
import { FLAT_INV_PATH, nhtsaOdiFiles } from '../upstreams/nhtsa-odi.ts'

const SEARCH_FIELDS = ['make', 'model', 'modelYear', 'component', 'status'] as const

const input = v.object({
  actionNumber: v.optional(v.pipe(
    v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{1,4}\d{4,6}$/, 'must be an NHTSA action number, e.g. PE24016'),
    v.description('NHTSA action number of one investigation, e.g. PE24016 (letters: PE, EA, RQ, DP, AQ...)'),
  )),
  make: v.optional(makeName),
  model: v.optional(v.pipe(makeName, v.description('Model, e.g. Accord'))),
  // Investigations go back to 1972, before the 17-character VIN: older model years are asked too.
  modelYear: v.optional(v.pipe(
    v.number(), v.integer(), v.minValue(1950),
    v.check((year) => year <= new Date().getUTCFullYear() + 1, 'modelYear is at most next year'),
    v.description('Model year, 1950 to next year'),
  )),
  component: optionalText(2, 80, 'Words of the component investigated, e.g. air bags, steering, brakes'),
  status: v.optional(v.pipe(v.picklist(['open', 'closed']), v.description('open (no closing date yet) or closed'))),
  limit: rowLimit(50, 20),
  offset: rowOffset(10_000, 'Investigations skipped before the first answered (0-10000)'),
})

export default defineOperation({
  name: 'investigations',
  method: 'GET',
  description: 'NHTSA defect investigations (Office of Defects Investigation: preliminary evaluations, engineering analyses, recall queries, defect petitions, audit queries) by make, model, model year, component and open or closed status, newest first; or one by its action number: subject, summary, dates, components, vehicles and the recalls it led to.',
  input,
  check: (params) => {
    for (const field of ['make', 'model'] as const) {
      if (params[field] !== undefined && nameKey(params[field]) === '') throw invalidField(field, 'needs a letter or a digit')
    }
    if (params.actionNumber === undefined) return
    const mixed = SEARCH_FIELDS.find((field) => params[field] !== undefined)
    if (mixed) throw invalidField(mixed, 'cannot be combined with actionNumber: give an action number, or search filters')
  },
  upstreams: [nhtsaOdiFiles],
  // The file is held and indexed on the host, not in the upstream cache: asked again (If-Modified-Since) once its copy is this old.
  sources: [{ path: FLAT_INV_PATH, about: `NHTSA ODI investigations flat file \`GET ${FLAT_INV_PATH}\`, indexed on the host and checked again after ${durationText(DEFAULT_LIMITS.freshMs)} (see below)` }],
  keywords: ['nhtsa investigation', 'defect investigation', 'odi probe', 'is nhtsa investigating my car', 'preliminary evaluation', 'engineering analysis', 'recall query'],
  example: { params: { make: 'honda', model: 'accord', modelYear: 2015 } },
  async handler({ input: params, state, upstream }) {
    const file = await investigationsFile(state, upstream(nhtsaOdiFiles))
    const source = sourceOf(nhtsaOdiFiles, file.value.url)
    const meta = { fileLastModified: file.value.lastModified, fileCheckedAt: new Date(file.checkedAt).toISOString() }
    if (params.actionNumber !== undefined) {
      const found = file.value.index.byNumber.get(params.actionNumber)
      if (!found) throw createError('NOT_FOUND', `actionNumber: NHTSA's investigations file has no ${params.actionNumber}`)
      return lookupAnswer(toItem(found), source, { mode: 'lookup', meta })
    }
    const { total, items } = searchInvestigations(file.value.index, params, params.offset, params.limit)
    return listAnswer(items, source, { total, mode: 'list', meta })
  },
})
