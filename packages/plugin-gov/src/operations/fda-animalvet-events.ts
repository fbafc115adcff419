import { defineOperation, invalidField, listAnswer, optionalDate } from '@svc/core'
import * as v from 'valibot'
import { dateRange, fdaSearch, isoDay, list, source, term } from '@svc/providers/openfda'
import { limit, skip, text } from '@svc/providers/openfda'
import { openFda } from '@svc/providers/openfda'

type Row = Record<string, any>

export default defineOperation({
  name: 'fda-animalvet-events',
  method: 'GET',
  description: 'Adverse event reports for animal drugs and devices (FDA CVM, via openFDA): by species, drug, reaction and date; each report with species, breed, sex, animals affected, the drugs with active ingredients, reactions (VeDDRA terms) and outcomes.',
  input: v.object({
    species: text('Species, e.g. Dog, Cat, Cattle'),
    drug: text('Product brand name or active ingredient'),
    reaction: text('Reaction (VeDDRA term), e.g. Vomiting'),
    from: optionalDate('Received on or after'),
    to: optionalDate('Received on or before'),
    limit,
    skip,
  }),
  upstreams: [openFda],
  keywords: ['pet medication side effects', 'veterinary adverse event', 'animal drug reaction'],
  // A search without a filter can only fail: the 400 comes before any 402.
  check: (input) => {
    if (!input.species && !input.drug && !input.reaction && !input.from && !input.to) {
      throw invalidField('species', 'give at least one of species, drug, reaction, from or to')
    }
  },
  async handler({ input, upstream }) {
    const drug = input.drug && `(${term('drug.brand_name', input.drug)} OR ${term('drug.active_ingredients.name', input.drug)})`
    const result = await fdaSearch(upstream(openFda), '/animalandveterinary/event.json', {
      terms: [input.species && term('animal.species', input.species), drug, input.reaction && term('reaction.veddra_term_name', input.reaction), dateRange('original_receive_date', input.from, input.to)],
      sort: 'original_receive_date:desc',
      limit: input.limit,
      skip: input.skip,
    })
    const items = result.rows.map((row: Row) => ({
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
    return { ...listAnswer(items, source(result.url), { total: result.total }), lastUpdated: result.lastUpdated }
  },
})
