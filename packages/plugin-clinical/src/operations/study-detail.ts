import { defineOperation, lookupAnswer, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { nctId, studyDetail, studySchema } from '../study.ts'
import { clinicalTrials } from '../upstreams/clinicaltrials.ts'

export default defineOperation({
  name: 'study-detail',
  cacheTtl: '6h',
  sources: sourcesInWords('`GET /api/v2/studies/{nctId}`'),
  method: 'GET',
  description: 'Full record of one clinical study on ClinicalTrials.gov by NCT id: descriptions, status, phases, conditions, design, enrollment, interventions, outcome measures with time frames, eligibility, sponsors, locations, results flag and key dates.',
  input: v.object({ nctId: v.pipe(nctId, v.description('ClinicalTrials.gov id, NCT and 8 digits')) }),
  upstreams: [clinicalTrials],
  keywords: ['clinical trial details', 'nct number', 'study eligibility criteria', 'trial outcomes'],
  async handler({ input, upstream }) {
    const response = await upstream(clinicalTrials).json(`/api/v2/studies/${input.nctId}`, {
      schema: studySchema,
      notFound: `ClinicalTrials.gov has no study ${input.nctId}`,
    })
    return lookupAnswer(studyDetail(response.data), sourceOf(clinicalTrials, response.url))
  },
})
