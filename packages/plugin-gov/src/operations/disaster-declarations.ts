import { defineOperation, optionalText, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { dayBounds, disasterNumberParam, femaList, femaPage, equalFilters } from '../fema/query.ts'
import { openFema } from '../upstreams/fema.ts'
import { dateSpan, stateCode } from '../shared/params.ts'
import { FREELY_ASSOCIATED } from '../shared/states.ts'

export default defineOperation({
  name: 'disaster-declarations',
  cacheTtl: '3h',
  sources: sourcesInWords('OpenFEMA `v2/DisasterDeclarationsSummaries`'),
  method: 'GET',
  description: 'Federal disaster declarations (FEMA): by state, incident type, declaration type, disaster number and date; each designated area with declaration string and title, incident type and dates, and which programs (IA, IH, PA, HM) were declared.',
  input: v.object({
    state: stateCode('State, D.C., territory or freely associated state postal code, e.g. TX', { also: FREELY_ASSOCIATED }),
    incidentType: optionalText(2, 40, 'e.g. Hurricane, Flood, Fire, Severe Storm, Tornado'),
    declarationType: v.optional(v.pipe(v.picklist(['DR', 'EM', 'FM']), v.description('DR major disaster, EM emergency, FM fire management'))),
    disasterNumber: disasterNumberParam('FEMA disaster number'),
    ...dateSpan('Declared'),
    ...femaPage,
  }),
  upstreams: [openFema],
  keywords: ['disaster declaration', 'fema disaster', 'hurricane declaration', 'emergency declaration'],
  async handler({ input, upstream }) {
    return femaList(upstream(openFema), 'v2', 'DisasterDeclarationsSummaries', input, {
      filters: [
        ...equalFilters({ state: input.state, incidentType: input.incidentType, declarationType: input.declarationType, disasterNumber: input.disasterNumber }),
        ...dayBounds('declarationDate', input.from, input.to),
      ],
      orderBy: 'declarationDate desc',
    })
  },
})
