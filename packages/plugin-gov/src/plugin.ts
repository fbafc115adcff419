import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import billSummaries from './operations/bill-summaries.ts'
import congressAmendment from './operations/congress-amendment.ts'
import congressBill from './operations/congress-bill.ts'
import congressCommittee from './operations/congress-committee.ts'
import congressHearing from './operations/congress-hearing.ts'
import congressMember from './operations/congress-member.ts'
import congressNomination from './operations/congress-nomination.ts'
import congressRecord from './operations/congress-record.ts'
import congressTreaty from './operations/congress-treaty.ts'
import disasterAssistance from './operations/disaster-assistance.ts'
import disasterDeclarations from './operations/disaster-declarations.ts'
import fdaAnimalvetEvents from './operations/fda-animalvet-events.ts'
import fecCandidate from './operations/fec-candidate.ts'
import fdaDeviceEvents from './operations/fda-device-events.ts'
import fdaDrugEvents from './operations/fda-drug-events.ts'
import fdaFoodRecalls from './operations/fda-food-recalls.ts'
import fdaRecalls from './operations/fda-recalls.ts'
import federalRegisterRecent from './operations/federal-register-recent.ts'
import ukCrime from './operations/uk-crime.ts'
import usaspendingAwards from './operations/usaspending-awards.ts'

/** The gov operations: U.S. government records. Congress.gov operations need an api.data.gov key. */
export const govPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  group: 'gov',
  core: '^0.1',
  operations: [
    billSummaries, //      GET /api/gov/bill-summaries       0.003  Congress.gov /summaries
    congressAmendment, //  GET /api/gov/congress-amendment   0.003  Congress.gov /amendment
    congressBill, //       GET /api/gov/congress-bill        0.003  Congress.gov /bill
    congressCommittee, //  GET /api/gov/congress-committee   0.003  Congress.gov /committee
    congressHearing, //    GET /api/gov/congress-hearing     0.003  Congress.gov /hearing
    congressMember, //     GET /api/gov/congress-member      0.003  Congress.gov /member
    congressNomination, // GET /api/gov/congress-nomination  0.003  Congress.gov /nomination
    congressRecord, //     GET /api/gov/congress-record      0.003  Congress.gov /congressional-record
    congressTreaty, //     GET /api/gov/congress-treaty      0.003  Congress.gov /treaty
    disasterAssistance, // GET /api/gov/disaster-assistance  0.0045 OpenFEMA FemaWebDisasterSummaries
    disasterDeclarations, // GET /api/gov/disaster-declarations 0.0045 OpenFEMA DisasterDeclarationsSummaries
    fdaAnimalvetEvents, // GET /api/gov/fda-animalvet-events 0.006  openFDA animalandveterinary/event
    fdaDeviceEvents, //    GET /api/gov/fda-device-events    0.006  openFDA device/event
    fdaDrugEvents, //      GET /api/gov/fda-drug-events      0.006  openFDA drug/event
    fdaFoodRecalls, //     GET /api/gov/fda-food-recalls     0.006  openFDA food/enforcement
    fdaRecalls, //         GET /api/gov/fda-recalls          0.006  openFDA {drug,device,food}/enforcement
    fecCandidate, //       GET /api/gov/fec-candidate        0.003  OpenFEC /v1/candidates (key)
    federalRegisterRecent, // GET /api/gov/federal-register-recent 0.006 Federal Register API
    ukCrime, //            GET /api/gov/uk-crime             0.0027 data.police.uk
    usaspendingAwards, //  GET /api/gov/usaspending-awards   0.006  USAspending.gov spending_by_award
  ],
})
