import { textOrNull } from '@svc/core'
import * as v from 'valibot'
import { companySearch } from '../company-search.ts'
import { prh } from '../upstreams/registries.ts'

/** Descriptions come in Finnish (1), Swedish (2) and English (3). */
const described = v.object({ type: v.union([v.string(), v.number()]), descriptions: v.optional(v.array(v.object({ languageCode: v.string(), description: v.string() })), []), endDate: textOrNull })
const company = v.object({
  businessId: v.object({ value: v.string(), registrationDate: textOrNull }),
  names: v.optional(v.array(v.object({ name: v.string(), type: v.union([v.string(), v.number()]), endDate: textOrNull })), []),
  mainBusinessLine: v.nullish(described, null),
  companyForms: v.optional(v.array(described), []),
  registeredEntries: v.optional(v.array(v.object({ descriptions: v.optional(v.array(v.object({ languageCode: v.string(), description: v.string() })), []), endDate: textOrNull, register: v.optional(v.union([v.string(), v.number()])) })), []),
  addresses: v.optional(v.array(v.object({
    type: v.union([v.string(), v.number()]),
    street: textOrNull,
    buildingNumber: textOrNull,
    postCode: textOrNull,
    postOffices: v.optional(v.array(v.object({ city: v.string(), languageCode: v.string() })), []),
    endDate: textOrNull,
  })), []),
  registrationDate: textOrNull,
  endDate: textOrNull,
})
// PRH sends `companies` beside `totalResults` even when nothing matches (`[]`): required (issue 37).
const answer = v.object({ totalResults: v.number(), companies: v.array(company) })

type Descriptions = Array<{ languageCode: string; description: string }>
/** English when PRH has it, else Finnish. */
const english = (descriptions: Descriptions) => (descriptions.find((d) => d.languageCode === '3') ?? descriptions.find((d) => d.languageCode === '1') ?? descriptions[0])?.description ?? null

export default companySearch({
  name: 'fi-companies',
  description: 'Finnish companies from the PRH business information system (YTJ): business id, name, company form, register status, main line of business, registration date and street address.',
  keywords: ['finnish company', 'y-tunnus', 'business id finland', 'ytj'],
  upstream: prh,
  wordsParam: 'name',
  words: 'Company name',
  path: '/opendata-ytj-api/v3/companies',
  // The API pages by 100 and has no size parameter: the first `limit` are answered.
  query: (input) => ({ name: input.name }),
  schema: answer,
  total: (data) => data.totalResults,
  rows: (data, input) => data.companies.slice(0, input.limit),
  item: (entry) => {
    // Name type 1 is the official name; the current one has no end date.
    const name = entry.names.find((n) => String(n.type) === '1' && !n.endDate) ?? entry.names.find((n) => !n.endDate) ?? entry.names[0]
    const form = entry.companyForms.find((f) => !f.endDate) ?? entry.companyForms[0]
    const registered = entry.registeredEntries.find((r) => !r.endDate) ?? entry.registeredEntries[0]
    // Address type 1 is the street address; 2 the postal address.
    const address = entry.addresses.find((a) => String(a.type) === '1' && !a.endDate) ?? entry.addresses.find((a) => !a.endDate)
    return {
      businessId: entry.businessId.value,
      name: name?.name ?? null,
      companyForm: form ? { code: String(form.type), description: english(form.descriptions) } : null,
      registerStatus: registered ? english(registered.descriptions) : null,
      active: !entry.endDate,
      mainBusinessLine: entry.mainBusinessLine ? { code: String(entry.mainBusinessLine.type), description: english(entry.mainBusinessLine.descriptions) } : null,
      registeredOn: entry.registrationDate ?? entry.businessId.registrationDate,
      streetAddress: address
        ? { street: [address.street, address.buildingNumber].filter(Boolean).join(' ') || null, postCode: address.postCode, city: (address.postOffices.find((o) => o.languageCode === '1') ?? address.postOffices[0])?.city ?? null }
        : null,
    }
  },
})
