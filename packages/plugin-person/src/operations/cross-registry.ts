import { createError, defineOperation, isApiError, lookupAnswer, runSection, type Section, sectionData, sectionStatus } from '@svc/core'
import { screeningList, screeningSource, screenName } from '@svc/providers/sanctions'
import { openFec } from '@svc/providers/openfec'
import { exclusionsSource, samGov, searchExclusions } from '@svc/providers/sam'
import { brokerCheck, searchIndividuals } from '@svc/providers/brokercheck'
import { nppes } from '@svc/providers/npi'
import * as v from 'valibot'
import { contributionsSource, searchContributions } from '../sources/fec.ts'
import { searchProviders } from '../sources/npi.ts'

/** A person's name: two words at least (first and last), letters, spaces, dots, apostrophes, hyphens. */
const NAME = /^[\p{L}][\p{L}.'-]*(?: [\p{L}][\p{L}.'-]*)+$/u

const section = <T>(run: () => Promise<T>, found: (value: T) => boolean, failure: string) => runSection(run, { found, failure })
const listed = <T, R>(part: Section<T>, pick: (data: T) => R) => ({ ...sectionStatus(part), ...(part.status === 'error' ? {} : pick(part.data)) })

export default defineOperation({
  name: 'cross-registry',
  method: 'GET',
  description: "Searches one person's name across U.S. public registries at once, one section per source (found, not found or error, so one failing source never fails the call): sanctions (Consolidated Screening List, fuzzy score), federal exclusions (SAM.gov debarments), health-care providers (NPI Registry), securities industry (FINRA BrokerCheck), and federal political contributions (FEC). Name matches are candidates, not identifications.",
  input: v.object({
    name: v.pipe(v.string(), v.trim(), v.maxLength(100), v.regex(NAME, 'must be a first and last name, e.g. Jane Q. Example'), v.description("The person's full name, first name first")),
    state: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be a two-letter state code'), v.description('Narrow the U.S. registries to a state'))),
    threshold: v.optional(v.pipe(v.number(), v.minValue(0.5), v.maxValue(1), v.description('Name similarity that flags a sanctions hit (0.5-1, default 0.85)')), 0.85),
  }),
  // The keyless sources; the keyed ones (Consolidated Screening List, SAM.gov, OpenFEC) answer an error section while their key is not set.
  upstreams: [nppes, brokerCheck],
  sources: [screeningSource, exclusionsSource, { upstream: nppes, path: '/api/' }, { upstream: brokerCheck, path: '/search/individual' }, contributionsSource],
  keywords: ['background check on a person', 'search a name across registries', 'is this person sanctioned or debarred', 'person due diligence', 'kyc individual screening'],
  example: { params: { name: 'Jane Smith', state: 'NY' } },
  async handler({ input, upstream }) {
    const words = input.name.split(' ')
    const person = { first: words[0]!, last: words.at(-1)!, state: input.state }
    const [sanctions, exclusions, npi, finra, fec] = await Promise.all([
      section(() => screenName(upstream(screeningList), input.name, input.threshold), (screen) => screen.flagged, `${screeningList.name} could not be asked`),
      section(() => searchExclusions(upstream(samGov), { exclusionName: input.name, classification: 'Individual', stateProvince: input.state }, { size: 10, page: 0 }), (result) => result.items.length > 0, `${samGov.name} could not be asked`),
      section(() => searchProviders(upstream(nppes), person), (result) => result.providers.length > 0, `${nppes.name} could not be asked`),
      section(() => searchIndividuals(upstream(brokerCheck), input.name, 10), (result) => result.items.length > 0, `${brokerCheck.name} could not be asked`),
      section(() => searchContributions(upstream(openFec), { name: `${person.last}, ${person.first}`, state: input.state }), (result) => result.contributions.length > 0, `${openFec.name} could not be asked`),
    ])
    const parts = { sanctions, exclusions, npi, finra, fec }
    if (sanctions.status === 'error' && Object.values(parts).every((part) => part.status === 'error')) {
      // Nothing answered: the first failure (a 429 stays a 429), not charged.
      throw isApiError(sanctions.error) ? sanctions.error : createError('UPSTREAM_FAILED', 'No registry answered')
    }
    const screen = sectionData(sanctions)
    const excluded = sectionData(exclusions)
    return lookupAnswer({
      query: { name: input.name, state: input.state ?? null },
      summary: {
        found: Object.entries(parts).filter(([, part]) => part.status === 'found').map(([name]) => name),
        errors: Object.entries(parts).filter(([, part]) => part.status === 'error').map(([name]) => name),
        sanctionsFlagged: sanctions.status === 'error' ? null : screen!.flagged,
        excluded: exclusions.status === 'error' ? null : excluded!.items.some((row) => row.recordStatus === null || row.recordStatus === 'Active'),
      },
      sanctions: listed(sanctions, (data) => ({ flagged: data.flagged, confidence: data.confidence, label: data.label, hits: data.hits })),
      exclusions: listed(exclusions, (data) => ({ total: data.total, records: data.items })),
      npi: listed(npi, (data) => ({ total: data.total, providers: data.providers })),
      finra: listed(finra, (data) => ({ total: data.total, individuals: data.items })),
      fec: listed(fec, (data) => ({ total: data.total, contributions: data.contributions })),
      note: 'Every section matches on the name only (and the state where the registry takes one): a hit is a candidate to confirm with other identifiers, not an identification.',
    }, {
      provider: [screeningList.name, samGov.name, nppes.name, brokerCheck.name, openFec.name].join('; '),
      url: 'https://developer.trade.gov/apis/consolidated-screening-list https://open.gsa.gov/api/exclusions-api/ https://npiregistry.cms.hhs.gov/api-page https://brokercheck.finra.org/ https://api.open.fec.gov/developers/',
      license: 'Public domain (U.S. government works); FINRA BrokerCheck terms of use',
    })
  },
})
