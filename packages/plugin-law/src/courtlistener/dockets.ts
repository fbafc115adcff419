import * as v from 'valibot'
import { absolute } from '../upstreams/courtlistener.ts'
import { day, str, strings } from './search.ts'

/** A federal case (`type=d`): the docket as PACER describes it. */
export const docketRow = v.object({
  docket_id: v.number(),
  caseName: str,
  docketNumber: str,
  court: str,
  court_id: str,
  dateFiled: day,
  dateTerminated: day,
  dateArgued: day,
  suitNature: str,
  cause: str,
  jurisdictionType: str,
  juryDemand: str,
  assignedTo: str,
  referredTo: str,
  party: strings,
  attorney: strings,
  firm: strings,
  pacer_case_id: v.nullish(v.union([v.string(), v.number()]), null),
  docket_absolute_url: str,
})


/** A docket as docket-search answers it. */
export const toDocket = (hit: v.InferOutput<typeof docketRow>) => ({
    docketId: hit.docket_id,
    caseName: hit.caseName,
    docketNumber: hit.docketNumber,
    court: hit.court,
    courtId: hit.court_id,
    dateFiled: hit.dateFiled,
    dateTerminated: hit.dateTerminated,
    dateArgued: hit.dateArgued,
    natureOfSuit: hit.suitNature,
    cause: hit.cause,
    jurisdictionType: hit.jurisdictionType,
    juryDemand: hit.juryDemand,
    assignedTo: hit.assignedTo,
    referredTo: hit.referredTo,
    parties: hit.party,
    attorneys: hit.attorney,
    firms: hit.firm,
    pacerCaseId: hit.pacer_case_id === null ? null : String(hit.pacer_case_id),
    url: absolute(hit.docket_absolute_url),
})
