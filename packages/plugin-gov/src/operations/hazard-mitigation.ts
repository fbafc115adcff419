import { defineOperation, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { disasterNumberParam, femaList, femaPage, equalFilters } from '../fema/query.ts'
import { openFema } from '../upstreams/fema.ts'
import { integer, stateCode, text } from '../shared/params.ts'
import { STATES } from '../shared/states.ts'

export default defineOperation({
  name: 'hazard-mitigation',
  cacheTtl: '3h',
  sources: sourcesInWords('OpenFEMA `v4/HazardMitigationAssistanceProjects`'),
  method: 'GET',
  description: 'FEMA Hazard Mitigation Assistance projects (HMGP, BRIC, FMA, PDM...) by state, county, disaster, program, fiscal year, project type and status: recipient and subrecipient, project amount, federal share obligated, cost share, benefit-cost ratio, properties and approval dates.',
  input: v.object({
    state: stateCode(),
    county: text(2, 60, 'County name as FEMA writes it, e.g. Harris'),
    disasterNumber: disasterNumberParam('FEMA disaster number (HMGP projects)'),
    programArea: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z ]{2,12}$/, 'must be a program code such as HMGP, BRIC, FMA, PDM, LPDM, RFC, SRL'), v.description('HMA program'))),
    programFy: integer(1989, 2100, 'Program fiscal year'),
    projectType: text(3, 120, 'Project type as FEMA writes it, e.g. 200.1: Acquisition of Private Real Property (Structures and Land) - Riverine'),
    status: v.optional(v.pipe(v.picklist(['Approved', 'Closed', 'Obligated', 'Pending', 'Revised', 'Void', 'Withdrawn']), v.description('Project status'))),
    ...femaPage,
  }),
  upstreams: [openFema],
  keywords: ['hazard mitigation grant', 'hmgp project', 'bric grant', 'flood mitigation buyout', 'fema mitigation funding'],
  async handler({ input, upstream }) {
    return femaList(upstream(openFema), 'v4', 'HazardMitigationAssistanceProjects', input, {
      filters: equalFilters({
        // The dataset names the state in full ("Texas").
        state: input.state && STATES[input.state]!.name,
        county: input.county,
        disasterNumber: input.disasterNumber,
        programArea: input.programArea,
        programFy: input.programFy,
        projectType: input.projectType,
        status: input.status,
      }),
      orderBy: 'dateInitiallyApproved desc',
    })
  },
})
