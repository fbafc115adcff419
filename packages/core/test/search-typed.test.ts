import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createSearchIndex } from '../src/search/index.ts'
import { tokens } from '../src/search/tokenize.ts'
import { paramTypes, typedNouns } from '../src/search/typed.ts'
import { fullCatalog } from './_search-eval.ts'

const index = createSearchIndex(fullCatalog.entries, fullCatalog.vocabulary)
const top = (query: string, size: number) => index.search(query, size).map((hit) => hit.id)
const typed = (text: string) => Object.fromEntries(typedNouns(tokens(text)))

describe('noun types an operation takes (typed.ts)', () => {
  it('reads them from param names and descriptions', () => {
    const input = v.object({
      drug: v.pipe(v.string(), v.description('Drug brand or generic name')),
      species: v.optional(v.pipe(v.string(), v.description('Species, e.g. Dog, Cat'))),
      ndc: v.optional(v.pipe(v.string(), v.description('National Drug Code of a package'))),
      market: v.optional(v.pipe(v.string(), v.description('Market condition id'))),
    })
    expect(paramTypes(input)).toEqual(['a drug', 'a species'])
    // A code named for drugs, a market's "condition": not a drug, not a disease.
    expect(paramTypes(v.object({ ndc: v.pipe(v.string(), v.description('National Drug Code')), market: v.pipe(v.string(), v.description('Market condition id')) }))).toEqual([])
  })

  it('gives each type to the operations of the catalog that take it', () => {
    const taking = (type: string) => fullCatalog.entries.filter((entry) => entry.types?.includes(type)).map((entry) => entry.id)
    expect(taking('a drug')).toEqual(expect.arrayContaining(['gov.fda-drug-events', 'medical.drug-label', 'medical.rxnorm']))
    expect(taking('a drug')).not.toContain('medical.drug-price')
    expect(taking('a food')).toEqual(['nutrition.food'])
    expect(taking('a species')).toEqual(['bio.species', 'gov.fda-animalvet-events'])
    expect(taking('a disease')).not.toContain('predict.market')
  })
})

describe('nouns typed by WordNet (typed-nouns.ts)', () => {
  it('types a word or a phrase by its most used sense, a plural by its singular', () => {
    expect(typed('liver damage on acetaminophen')).toEqual({ acetaminophen: ['a drug'] })
    expect(typed('genes behind sickle cell anemia')).toEqual({ sickle: ['a disease'], cell: ['a disease'], anemia: ['a disease'] })
    expect(typed('how many sparrows')).toEqual({ sparrows: ['a species'] })
    // "mercury" is first the metal, not the planet; a food of the 4,000 most everyday words ("apple") is left out.
    expect(typed('mercury')).not.toHaveProperty('mercury', ['a planet'])
    expect(typed('mars')).toEqual({ mars: ['a planet'] })
    expect(typed('apple lentils')).toEqual({ lentils: ['a food'] })
  })
})

describe('a typed noun routes a task to the operations that take its type (s26/typed)', () => {
  it('finds them when no word of the task names one', () => {
    expect(top('patients reporting liver damage on acetaminophen, how many reports', 1)).toEqual(['gov.fda-drug-events'])
    expect(top("what's the proper scientific name for a house sparrow", 1)).toEqual(['bio.species'])
    expect(top("my kid's science project needs the formula of baking soda", 1)).toEqual(['chem.compound'])
    expect(top('how many grams of fiber does an avocado have', 5)).toContain('nutrition.food')
  })
})
