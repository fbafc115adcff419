import { defineOperation, requireOne, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { dateRange, either, isoDay, list, openFda, term, text } from '@svc/providers/openfda'
import { eventParams, fdaEvents } from '../openfda/events.ts'

type Row = Record<string, any>

export default defineOperation({
  name: 'fda-animalvet-events',
  sources: sourcesInWords('openFDA `animalandveterinary/event.json`'),
  method: 'GET',
  description: 'Adverse event reports for animal drugs and devices (FDA CVM, via openFDA): by species, drug, reaction and date; each report with species, breed, sex, animals affected, the drugs with active ingredients, reactions (VeDDRA terms) and outcomes.',
  input: v.object({
    species: text('Species, e.g. Dog, Cat, Cattle'),
    drug: text('Product brand name or active ingredient'),
    reaction: text('Reaction (VeDDRA term), e.g. Vomiting'),
    ...eventParams,
  }),
  upstreams: [openFda],
  keywords: ['pet medication side effects', 'veterinary adverse event', 'animal drug reaction'],
  // A search without a filter can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOne(input, ['species', 'drug', 'reaction', 'from', 'to'])
  },
  async handler({ input, upstream }) {
    const drug = input.drug && either(['drug.brand_name', 'drug.active_ingredients.name'], input.drug)
    const search = { terms: [input.species && term('animal.species', input.species), drug, input.reaction && term('reaction.veddra_term_name', input.reaction), dateRange('original_receive_date', input.from, input.to)], receivedField: 'original_receive_date', limit: input.limit, skip: input.skip }
    return fdaEvents(upstream(openFda), '/animalandveterinary/event.json', search, (row: Row) => ({
      reportId: row.unique_aer_id_number ?? null,
      receivedDate: isoDay(row.original_receive_date),
      serious: row.serious_ae === 'true' || row.serious_ae === true,
      animalsAffected: row.number_of_animals_affected ? Number(row.number_of_animals_affected) : null,
      animal: {
        species: row.animal?.species ?? null,
        breed: row.animal?.breed?.breed_component ?? null,
        gender: row.animal?.gender ?? null,
        age: row.animal?.age?.min ? Number(row.animal.age.min) : null,
        ageUnit: row.animal?.age?.unit ?? null,
      },
      drugs: list(row.drug).map((entry: Row) => ({ brandName: entry.brand_name ?? null, route: entry.route ?? null, activeIngredients: list(entry.active_ingredients).map((ingredient: Row) => ingredient.name ?? null) })),
      reactions: list(row.reaction).map((reaction: Row) => reaction.veddra_term_name ?? null),
      outcomes: list(row.outcome).map((outcome: Row) => ({ status: outcome.medical_status ?? null, animals: outcome.number_of_animals_affected ? Number(outcome.number_of_animals_affected) : null })),
    }))
  },
})
