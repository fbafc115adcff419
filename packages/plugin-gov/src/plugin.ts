import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
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
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'gov',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    beaGdp, //             GET /api/gov/bea-gdp              0.0027 BEA Regional SQGDP9 (key)
    billSummaries, //      GET /api/gov/bill-summaries       0.003  Congress.gov /summaries
    carrierSafety, //      GET /api/gov/carrier-safety       0.0045 FMCSA QCMobile (key, legacy shape)
    congressAmendment, //  GET /api/gov/congress-amendment   0.003  Congress.gov /amendment
    congressBill, //       GET /api/gov/congress-bill        0.003  Congress.gov /bill
    congressCommittee, //  GET /api/gov/congress-committee   0.003  Congress.gov /committee
    congressFilings, //    GET /api/gov/congress-filings     0.003  House Clerk FD index + Senate PTRs
    congressHearing, //    GET /api/gov/congress-hearing     0.003  Congress.gov /hearing
    congressMember, //     GET /api/gov/congress-member      0.003  Congress.gov /member
    congressNomination, // GET /api/gov/congress-nomination  0.003  Congress.gov /nomination
    congressRecord, //     GET /api/gov/congress-record      0.003  Congress.gov /congressional-record
    congressTrades, //     GET /api/gov/congress-trades      0.003  House/Senate Stock Watcher PTR data
    congressTreaty, //     GET /api/gov/congress-treaty      0.003  Congress.gov /treaty
    contractOpportunities, // GET /api/gov/contract-opportunities 0.0045 SAM.gov Get Opportunities (key)
    counterparty, //       GET /api/gov/counterparty         0.018  SAM.gov entity + exclusions, USAspending
    disasterAssistance, // GET /api/gov/disaster-assistance  0.0045 OpenFEMA FemaWebDisasterSummaries
    disasterDeclarations, // GET /api/gov/disaster-declarations 0.0045 OpenFEMA DisasterDeclarationsSummaries
    district, //           GET /api/gov/district             0.0045 Census geocoder geographies
    entity, //             GET /api/gov/entity               0.0045 SAM.gov Entity Management (key)
    epaFacilities, //      GET /api/gov/epa-facilities       0.006  EPA ECHO get_facilities + get_qid
    euTenders, //          GET /api/gov/eu-tenders           0.0048 TED Search API v3
    exclusions, //         GET /api/gov/exclusions           0.0045 SAM.gov Exclusions (key)
    fairMarketRent, //     GET /api/gov/fair-market-rent     0.012  HUD USER fmr/data (token)
    fccId, //              GET /api/gov/fcc-id               0.003  FCC Open Data grantee registrations
    fdaAnimalvetEvents, // GET /api/gov/fda-animalvet-events 0.006  openFDA animalandveterinary/event
    fdaDeviceEvents, //    GET /api/gov/fda-device-events    0.006  openFDA device/event
    fdaDrugEvents, //      GET /api/gov/fda-drug-events      0.006  openFDA drug/event
    fdaFoodRecalls, //     GET /api/gov/fda-food-recalls     0.006  openFDA food/enforcement
    fdaRecalls, //         GET /api/gov/fda-recalls          0.006  openFDA {drug,device,food}/enforcement
    fec, //                GET /api/gov/fec                  0.0036 OpenFEC /v1/names (key)
    fecCandidate, //       GET /api/gov/fec-candidate        0.003  OpenFEC /v1/candidates (key)
    fecCommittee, //       GET /api/gov/fec-committee        0.003  OpenFEC /v1/committee(s) (key)
    fecContributions, //   GET /api/gov/fec-contributions    0.003  OpenFEC Schedule A (key)
    fecExpenditures, //    GET /api/gov/fec-expenditures     0.003  OpenFEC Schedule B (key)
    fecTotals, //          GET /api/gov/fec-totals           0.003  OpenFEC candidate/committee totals (key)
    federalRegisterRecent, // GET /api/gov/federal-register-recent 0.006 Federal Register API
    foreignAgents, //      GET /api/gov/foreign-agents       0.0045 DOJ FARA eFile API
    hazardMitigation, //   GET /api/gov/hazard-mitigation    0.0045 OpenFEMA HazardMitigationAssistanceProjects
    nfipClaims, //         GET /api/gov/nfip-claims          0.0045 OpenFEMA FimaNfipClaims
    houseVotes, //         GET /api/gov/house-votes          0.006  House Clerk roll call XML
    incomeLimits, //       GET /api/gov/income-limits        0.012  HUD USER il/data (token)
    inmateLocator, //      GET /api/gov/inmate-locator       0.006  BOP inmate locator JSON
    lobbyingFilings, //    GET /api/gov/lobbying-filings     0.0072 Senate LDA /api/v1/filings
    mshaAccidents, //      GET /api/gov/msha-accidents       0.003  DOL open data MSHA/accident (key)
    oshaAccidents, //      GET /api/gov/osha-accidents       0.003  DOL open data OSHA/accident (key)
    oshaInspections, //    GET /api/gov/osha-inspections     0.003  DOL open data OSHA/inspection (key)
    oshaViolations, //     GET /api/gov/osha-violations      0.003  DOL open data OSHA/violation (key)
    productRecalls, //     GET /api/gov/product-recalls      0.006  CPSC Recalls API
    publicAssistance, //   GET /api/gov/public-assistance    0.0045 OpenFEMA PublicAssistanceFundedProjectsDetails
    representatives, //    GET /api/gov/representatives      0.003  congress-legislators (+ Census geocoder)
    riskIndex, //          GET /api/gov/risk-index           0.0045 FEMA National Risk Index (ArcGIS)
    senateVotes, //        GET /api/gov/senate-votes         0.006  senate.gov roll call XML
    ukCrime, //            GET /api/gov/uk-crime             0.0027 data.police.uk
    usajobs, //            GET /api/gov/usajobs              0.0025 USAJOBS search (key + e-mail)
    usaspendingAwards, //  GET /api/gov/usaspending-awards   0.006  USAspending.gov spending_by_award
    usgsWater, //          GET /api/gov/usgs-water           0.006  USGS NWIS instantaneous values
  ],
})
