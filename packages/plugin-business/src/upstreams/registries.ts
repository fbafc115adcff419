import { defineUpstream } from '@svc/core'

/** France: the State's company search over the SIRENE and RNE registries (no key). */
export const rechercheEntreprises = defineUpstream({
  id: 'recherche-entreprises',
  name: 'Annuaire des Entreprises (recherche-entreprises.api.gouv.fr)',
  baseUrl: 'https://recherche-entreprises.api.gouv.fr',
  docsUrl: 'https://recherche-entreprises.api.gouv.fr/docs/',
  license: 'Licence Ouverte 2.0 (Etalab)',
  timeoutMs: 15_000,
  // The service allows 7 requests a second.
  concurrency: 4,
})

/** Norway: the Brønnøysund Register Centre's Central Coordinating Register for Legal Entities (no key). */
export const brreg = defineUpstream({
  id: 'brreg',
  name: 'Brønnøysundregistrene (Enhetsregisteret)',
  baseUrl: 'https://data.brreg.no',
  docsUrl: 'https://data.brreg.no/enhetsregisteret/api/dokumentasjon/en/index.html',
  license: 'Norwegian Licence for Open Government Data (NLOD) 2.0',
  timeoutMs: 15_000,
})

/** Brazil: BrasilAPI's CNPJ service over the Receita Federal's open company data (no key). */
export const brasilApi = defineUpstream({
  id: 'brasilapi',
  name: 'BrasilAPI (Receita Federal CNPJ data)',
  baseUrl: 'https://brasilapi.com.br',
  docsUrl: 'https://brasilapi.com.br/docs#tag/CNPJ',
  license: 'Receita Federal open data (dados abertos); BrasilAPI MIT',
  timeoutMs: 20_000,
})

/** Poland: the National Court Register's open API (no key). */
export const krs = defineUpstream({
  id: 'krs',
  name: 'Krajowy Rejestr Sądowy (api-krs.ms.gov.pl)',
  baseUrl: 'https://api-krs.ms.gov.pl',
  docsUrl: 'https://prs.ms.gov.pl/krs/openApi',
  license: 'Public register data of the Polish Ministry of Justice',
  timeoutMs: 20_000,
})

/** United Kingdom: the Companies House public data API; the key is the user name of HTTP Basic auth. */
export const companiesHouse = defineUpstream({
  id: 'companies-house',
  name: 'Companies House',
  baseUrl: 'https://api.company-information.service.gov.uk',
  docsUrl: 'https://developer-specs.company-information.service.gov.uk/companies-house-public-data-api/reference',
  license: 'Open Government Licence v3.0',
  key: { required: true, in: 'header', name: 'Authorization', prefix: 'Basic ', encode: (key) => Buffer.from(`${key}:`).toString('base64') },
  timeoutMs: 15_000,
})

/** Finland: the Finnish Patent and Registration Office's open YTJ data, API v3 (no key). */
export const prh = defineUpstream({
  id: 'prh',
  name: 'Finnish Patent and Registration Office (PRH, YTJ open data)',
  baseUrl: 'https://avoindata.prh.fi',
  docsUrl: 'https://avoindata.prh.fi/en/ytj/swagger-ui',
  license: 'CC BY 4.0 (PRH open data)',
  timeoutMs: 20_000,
})
