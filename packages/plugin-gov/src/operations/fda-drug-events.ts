import { defineOperation, requireOne, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { dateRange, either, isoDay, list, openFda, term, text } from '@svc/providers/openfda'
import { eventParams, fdaEvents } from '../openfda/events.ts'

type Row = Record<string, any>
const OUTCOMES: Record<string, string> = { '1': 'recovered', '2': 'recovering', '3': 'not recovered', '4': 'recovered with sequelae', '5': 'fatal', '6': 'unknown' }
const SEX: Record<string, string> = { '0': 'unknown', '1': 'male', '2': 'female' }

export default defineOperation({
  name: 'fda-drug-events',
  sources: sourcesInWords('openFDA `drug/event.json` (FAERS)'),
  method: 'GET',
  description: 'Adverse drug event reports submitted to the FDA (FAERS, via openFDA): by drug, reaction, seriousness, country and date; each report with its date, seriousness, patient age and sex, reactions with outcomes, and the drugs involved.',
  input: v.object({
    drug: text('Drug brand or generic name'),
    reaction: text('Reaction (MedDRA preferred term), e.g. nausea'),
    serious: v.optional(v.pipe(v.boolean(), v.description('Only serious (true) or non-serious (false) reports'))),
    country: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'), v.description('Country where the event occurred'))),
    ...eventParams,
  }),
  upstreams: [openFda],
  keywords: ['drug side effects', 'adverse event reports', 'faers', 'medication safety'],
  // A search without a filter can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOne(input, ['drug', 'reaction', 'serious', 'country', 'from', 'to'])
  },
  async handler({ input, upstream }) {
    const drug = input.drug && either(['patient.drug.openfda.brand_name', 'patient.drug.openfda.generic_name', 'patient.drug.medicinalproduct'], input.drug)
    const search = { terms: [
        drug,
        input.reaction && term('patient.reaction.reactionmeddrapt', input.reaction),
        input.serious === undefined ? undefined : `serious:${input.serious ? 1 : 2}`,
        input.country && term('occurcountry', input.country),
        dateRange('receivedate', input.from, input.to),
      ], receivedField: 'receivedate', limit: input.limit, skip: input.skip }
    return fdaEvents(upstream(openFda), '/drug/event.json', search, (row: Row) => ({
      reportId: row.safetyreportid ?? null,
      receivedDate: isoDay(row.receivedate),
      serious: row.serious === '1',
      seriousness: { death: row.seriousnessdeath === '1', hospitalization: row.seriousnesshospitalization === '1', lifeThreatening: row.seriousnesslifethreatening === '1', disabling: row.seriousnessdisabling === '1' },
      country: row.occurcountry ?? null,
      reporterQualification: row.primarysource?.qualification ?? null,
      patient: {
        age: row.patient?.patientonsetage ? Number(row.patient.patientonsetage) : null,
        ageUnit: row.patient?.patientonsetageunit ?? null,
        sex: SEX[row.patient?.patientsex] ?? null,
      },
      reactions: list(row.patient?.reaction).map((reaction: Row) => ({ term: reaction.reactionmeddrapt ?? null, outcome: OUTCOMES[reaction.reactionoutcome] ?? null })),
      drugs: list(row.patient?.drug).map((entry: Row) => ({
        product: entry.medicinalproduct ?? null,
        // 1 suspect, 2 concomitant, 3 interacting.
        role: ({ '1': 'suspect', '2': 'concomitant', '3': 'interacting' } as Record<string, string>)[entry.drugcharacterization] ?? null,
        indication: entry.drugindication ?? null,
        brandNames: list(entry.openfda?.brand_name),
        genericNames: list(entry.openfda?.generic_name),
      })),
    }))
  },
})
