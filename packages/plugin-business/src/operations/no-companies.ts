import { listedWhenCounted } from '@svc/core'
import * as v from 'valibot'
import { companySearch } from '../company-search.ts'
import { brreg } from '../upstreams/registries.ts'

const code = v.optional(v.object({ kode: v.string(), beskrivelse: v.optional(v.string()) }))
const entity = v.object({
  organisasjonsnummer: v.string(),
  navn: v.string(),
  organisasjonsform: code,
  naeringskode1: code,
  antallAnsatte: v.optional(v.number()),
  registreringsdatoEnhetsregisteret: v.optional(v.string()),
  hjemmeside: v.optional(v.string()),
  konkurs: v.optional(v.boolean(), false),
  underAvvikling: v.optional(v.boolean(), false),
  underTvangsavviklingEllerTvangsopplosning: v.optional(v.boolean(), false),
  forretningsadresse: v.optional(v.object({
    adresse: v.optional(v.array(v.string()), []),
    postnummer: v.optional(v.string()),
    poststed: v.optional(v.string()),
    kommune: v.optional(v.string()),
    landkode: v.optional(v.string()),
  })),
})
// `_embedded` is left out when nothing matches (as HAL answers do), so it stays optional; but a count with no
// `_embedded` (the first page is asked) is an answer cut short: refused in `accept`, never kept as "none" (issue 37).
const answer = v.object({
  _embedded: v.optional(v.object({ enheter: v.array(entity) })),
  page: v.object({ totalElements: v.number() }),
})

export default companySearch({
  name: 'no-companies',
  description: 'Norwegian companies from the Brønnøysund Register Centre: organisation number, name, organisation form, industry code, employees, registration date, website, bankruptcy and dissolution flags and business address.',
  keywords: ['norwegian company', 'organisasjonsnummer', 'brreg', 'company norway'],
  upstream: brreg,
  wordsParam: 'name',
  words: 'Company name',
  path: '/enhetsregisteret/api/enheter',
  query: (input) => ({ navn: input.name, size: input.limit }),
  schema: answer,
  total: (data) => data.page.totalElements,
  rows: (data) => data._embedded?.enheter ?? [],
  accept: listedWhenCounted((data: v.InferOutput<typeof answer>) => ({ count: data.page.totalElements, list: data._embedded }), 'companies'),
  item: (unit) => ({
    organisationNumber: unit.organisasjonsnummer,
    name: unit.navn,
    organisationForm: unit.organisasjonsform ? { code: unit.organisasjonsform.kode, description: unit.organisasjonsform.beskrivelse ?? null } : null,
    industry: unit.naeringskode1 ? { code: unit.naeringskode1.kode, description: unit.naeringskode1.beskrivelse ?? null } : null,
    employees: unit.antallAnsatte ?? null,
    registeredOn: unit.registreringsdatoEnhetsregisteret ?? null,
    website: unit.hjemmeside ?? null,
    bankrupt: unit.konkurs,
    underDissolution: unit.underAvvikling || unit.underTvangsavviklingEllerTvangsopplosning,
    businessAddress: unit.forretningsadresse
      ? { lines: unit.forretningsadresse.adresse, postalCode: unit.forretningsadresse.postnummer ?? null, city: unit.forretningsadresse.poststed ?? null, municipality: unit.forretningsadresse.kommune ?? null, country: unit.forretningsadresse.landkode ?? null }
      : null,
  }),
})
