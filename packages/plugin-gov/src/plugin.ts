import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import beaGdp from './operations/bea-gdp.ts'
import billSummaries from './operations/bill-summaries.ts'
import carrierSafety from './operations/carrier-safety.ts'
import congressAmendment from './operations/congress-amendment.ts'
import congressBill from './operations/congress-bill.ts'
import congressCommittee from './operations/congress-committee.ts'
import congressFilings from './operations/congress-filings.ts'
import congressHearing from './operations/congress-hearing.ts'
import congressMember from './operations/congress-member.ts'
import congressNomination from './operations/congress-nomination.ts'
import congressRecord from './operations/congress-record.ts'
import congressTrades from './operations/congress-trades.ts'
import congressTreaty from './operations/congress-treaty.ts'
import contractOpportunities from './operations/contract-opportunities.ts'
import counterparty from './operations/counterparty.ts'
import disasterAssistance from './operations/disaster-assistance.ts'
import disasterDeclarations from './operations/disaster-declarations.ts'
import fdaAnimalvetEvents from './operations/fda-animalvet-events.ts'
import district from './operations/district.ts'
import entity from './operations/entity.ts'
import euTenders from './operations/eu-tenders.ts'
import exclusions from './operations/exclusions.ts'
import epaFacilities from './operations/epa-facilities.ts'
import fairMarketRent from './operations/fair-market-rent.ts'
import fccId from './operations/fcc-id.ts'
import fec from './operations/fec.ts'
import fecCandidate from './operations/fec-candidate.ts'
import fecCommittee from './operations/fec-committee.ts'
import fecContributions from './operations/fec-contributions.ts'
import fecExpenditures from './operations/fec-expenditures.ts'
import fecTotals from './operations/fec-totals.ts'
import fdaDeviceEvents from './operations/fda-device-events.ts'
import fdaDrugEvents from './operations/fda-drug-events.ts'
import fdaFoodRecalls from './operations/fda-food-recalls.ts'
import fdaRecalls from './operations/fda-recalls.ts'
import hazardMitigation from './operations/hazard-mitigation.ts'
import nfipClaims from './operations/nfip-claims.ts'
import productRecalls from './operations/product-recalls.ts'
import publicAssistance from './operations/public-assistance.ts'
import mshaAccidents from './operations/msha-accidents.ts'
import oshaAccidents from './operations/osha-accidents.ts'
import oshaInspections from './operations/osha-inspections.ts'
import oshaViolations from './operations/osha-violations.ts'
import foreignAgents from './operations/foreign-agents.ts'
import houseVotes from './operations/house-votes.ts'
import inmateLocator from './operations/inmate-locator.ts'
import incomeLimits from './operations/income-limits.ts'
import lobbyingFilings from './operations/lobbying-filings.ts'
import representatives from './operations/representatives.ts'
import riskIndex from './operations/risk-index.ts'
import federalRegisterRecent from './operations/federal-register-recent.ts'
import usajobs from './operations/usajobs.ts'
import usgsWater from './operations/usgs-water.ts'
import senateVotes from './operations/senate-votes.ts'
import ukCrime from './operations/uk-crime.ts'
import usaspendingAwards from './operations/usaspending-awards.ts'
import { vocabulary } from './vocabulary.ts'

/** The gov operations: U.S. government records. Congress.gov operations need an api.data.gov key. */
export const govPlugin = definePlugin({
  examples,
  group: 'gov',
  search: { vocabulary },
  operations: [
    beaGdp,
    billSummaries,
    carrierSafety,
    congressAmendment,
    congressBill,
    congressCommittee,
    congressFilings,
    congressHearing,
    congressMember,
    congressNomination,
    congressRecord,
    congressTrades,
    congressTreaty,
    contractOpportunities,
    counterparty,
    disasterAssistance,
    disasterDeclarations,
    district,
    entity,
    epaFacilities,
    euTenders,
    exclusions,
    fairMarketRent,
    fccId,
    fdaAnimalvetEvents,
    fdaDeviceEvents,
    fdaDrugEvents,
    fdaFoodRecalls,
    fdaRecalls,
    fec,
    fecCandidate,
    fecCommittee,
    fecContributions,
    fecExpenditures,
    fecTotals,
    federalRegisterRecent,
    foreignAgents,
    hazardMitigation,
    nfipClaims,
    houseVotes,
    incomeLimits,
    inmateLocator,
    lobbyingFilings,
    mshaAccidents,
    oshaAccidents,
    oshaInspections,
    oshaViolations,
    productRecalls,
    publicAssistance,
    representatives,
    riskIndex,
    senateVotes,
    ukCrime,
    usajobs,
    usaspendingAwards,
    usgsWater,
  ],
})
