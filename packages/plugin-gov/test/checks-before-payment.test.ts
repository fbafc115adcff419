import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { govPlugin } from '../src/index.ts'

// What can only fail answers 400 naming the field before any 402 (prices kept, upstreams unreachable).
const CASES: CheckCase[] = [
  ['carrier-safety', [['dot=53467&name=acme', 'dot']], 'dot=53467'],
  ['fec-expenditures', [['purpose=media&from=2026-05-02&to=2026-05-01', 'to'], ['state=CA', 'committeeId']], 'purpose=media&from=2026-05-01&to=2026-05-02'],
  // Congress.gov reads a type, chamber or number within one congress: left out, it is the current one (not refused).
  ['bill-summaries', [], 'type=s'],
  ['congress-amendment', [['number=3', 'type'], ['number=3&congress=118', 'type']], 'number=3&type=samdt'],
  ['congress-bill', [['number=2', 'type'], ['number=2&congress=118', 'type'], ['offset=9007199254740992', 'offset']], 'number=2&type=hr&offset=1000001'],
  ['congress-hearing', [['jacketNumber=54136', 'chamber'], ['jacketNumber=54136&congress=118', 'chamber']], 'jacketNumber=54136&chamber=house'],
  ['congress-hearing', [], 'chamber=senate'],
  ['congress-nomination', [['number=0', 'number']], 'number=5&offset=2000000'],
  ['congress-record', [['day=4&year=2023', 'month'], ['month=4', 'year']], 'year=2023&month=5&day=4&offset=1000001'],
  ['congress-treaty', [['congress=118&suffix=A', 'number']], 'number=5&suffix=A'],
  ['congress-committee', [], 'offset=1000001'],
  // The spec bounds a USDOT number only below (> 0).
  ['carrier-safety', [['dot=0', 'dot']], 'dot=123456789'],
  // A lookup by Bioguide id reads neither district nor state: not refused (asked for payment).
  ['congress-member', [['district=3', 'state']], 'bioguideId=P000197&district=5'],
  ['congress-committee', [['systemCode=xsag00', 'systemCode']], 'systemCode=hsag00'],
  ['congress-trades', [['dateFrom=2024-02-01&dateTo=2024-01-01', 'dateTo']], 'dateFrom=2024-01-01&dateTo=2024-02-01'],
  ['congress-filings', [['dateFrom=2024-02-01&dateTo=2024-01-01', 'dateTo']], 'dateFrom=2015-01-01&dateTo=2024-01-01'],
  ['senate-votes', [['congress=118&session=1&party=D', 'party']], 'congress=118&session=1&vote=5&party=D'],
  ['district', [['address=1+Main+St&lat=40&lon=-74', 'address'], ['lat=40', 'lon']], 'lat=40&lon=-74'],
  ['representatives', [['state=CA&lat=40&lon=-74', 'state'], ['chamber=house', 'state'], ['lat=40', 'lon']], 'state=CA'],
  ['inmate-locator', [['firstName=John', 'lastName']], 'firstName=John&lastName=Smith'],
  ['contract-opportunities', [['from=2024-02-01&to=2024-01-01', 'to'], ['from=2999-01-01', 'from'], ['from=2022-01-01&to=2024-01-01', 'from']], 'from=2024-01-01&to=2024-02-01'],
  ['eu-tenders', [['from=2024-02-01&to=2024-01-01', 'to']], 'from=2024-01-01&to=2024-02-01'],
  ['federal-register-recent', [['from=2024-02-01&to=2024-01-01', 'to']], 'from=2024-01-01&to=2024-02-01'],
  ['public-assistance', [['from=2024-02-01&to=2024-01-01', 'to']], 'from=2024-01-01&to=2024-02-01'],
  ['usaspending-awards', [['limit=5', 'recipient'], ['keyword=roads&from=2024-02-01&to=2024-01-01', 'to'], ['keyword=roads&from=2999-01-01', 'from'], ['keyword=roads&to=2000-01-01', 'to']], 'keyword=roads&from=2024-01-01&to=2024-02-01'],
  ['usajobs', [['minGrade=12&maxGrade=9', 'maxGrade']], 'minGrade=9&maxGrade=12'],
  ['entity', [['limit=5', 'name']], 'name=acme'],
  ['epa-facilities', [['limit=5', 'name']], 'name=acme'],
  ['exclusions', [['limit=5', 'name']], 'name=acme'],
  ['fec-candidate', [['limit=5', 'q']], 'q=smith'],
  ['fec-committee', [['limit=5', 'q']], 'q=smith'],
  ['fec-contributions', [['limit=5', 'committeeId'], ['employer=acme&from=2024-02-01&to=2024-01-01', 'to']], 'employer=acme&from=2024-01-01&to=2024-02-01'],
  ['msha-accidents', [['limit=5', 'mineId']], 'year=2020'],
  ['nfip-claims', [['limit=5', 'state'], ['state=TX&from=2024-02-01&to=2024-01-01', 'to']], 'state=TX&from=2024-01-01&to=2024-02-01'],
  ['osha-accidents', [['limit=5', 'q'], ['q=fall&from=2024-02-01&to=2024-01-01', 'to']], 'q=fall&from=2024-01-01&to=2024-02-01'],
  ['osha-inspections', [['limit=5', 'activityNr'], ['state=TX&from=2024-02-01&to=2024-01-01', 'to']], 'state=TX&from=2024-01-01&to=2024-02-01'],
  ['osha-violations', [['limit=5', 'activityNr'], ['standard=1926.501&from=2024-02-01&to=2024-01-01', 'to']], 'standard=1926.501&from=2024-01-01&to=2024-02-01'],
  ['product-recalls', [['limit=5', 'product'], ['product=crib&from=2024-02-01&to=2024-01-01', 'to']], 'product=crib&from=2024-01-01&to=2024-02-01'],
  ['fda-animalvet-events', [['limit=5', 'species']], 'species=dog'],
  ['fda-device-events', [['limit=5', 'device']], 'device=pump'],
  ['fda-drug-events', [['limit=5', 'drug']], 'drug=aspirin'],
  // Exactly one of two or three anchors.
  ['usgs-water', [['limit=5', 'sites'], ['sites=01646500&state=MD', 'sites']], 'sites=01646500'],
  ['fec-totals', [['cycle=2024', 'candidateId'], ['candidateId=P80001571&committeeId=C00580100', 'candidateId']], 'candidateId=P80001571'],
  ['fcc-id', [['limit=5', 'fccId'], ['fccId=BCG-E2430A&company=apple', 'fccId']], 'fccId=BCG-E2430A'],
  ['risk-index', [['limit=5', 'countyFips'], ['countyFips=06037&state=CA', 'countyFips']], 'countyFips=06037'],
  ['counterparty', [['uei=ABCDEF123456&name=acme', 'uei']], 'name=acme'],
  ['income-limits', [['year=2024', 'countyFips'], ['countyFips=06037&metroCode=METRO47900M47900', 'countyFips']], 'countyFips=06037'],
  ['fair-market-rent', [['year=2024', 'countyFips']], 'countyFips=06037'],
]

checksBeforePayment(govPlugin, CASES, { config: { settings: { gov: { usajobsUserAgent: 'ops@example.org' } } } })
