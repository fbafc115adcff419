import { defineUpstream, openLicence } from '@svc/core'

/**
 * France: the State's company search over the SIRENE and RNE registries (no key): 7 requests a second
 * (https://recherche-entreprises.api.gouv.fr/docs/). Licence Ouverte 2.0: reuse, commercial included, naming the source.
 */
export const rechercheEntreprises = defineUpstream({
  id: 'recherche-entreprises',
  name: 'Annuaire des Entreprises (recherche-entreprises.api.gouv.fr)',
  baseUrl: 'https://recherche-entreprises.api.gouv.fr',
  docsUrl: 'https://recherche-entreprises.api.gouv.fr/docs/',
  license: 'Licence Ouverte 2.0 (Etalab)',
  concurrency: 4,
  quota: { withoutKey: { requests: 7, perSeconds: 1 }, url: 'https://recherche-entreprises.api.gouv.fr/docs/' },
  terms: {
    url: 'https://www.etalab.gouv.fr/licence-ouverte-open-licence/',
    commercial: { use: 'allowed', note: 'Licence Ouverte 2.0 allows commercial reuse with the source named' },
    attribution: { text: 'Source: Annuaire des Entreprises (recherche-entreprises.api.gouv.fr), INSEE SIRENE and INPI RNE data, Licence Ouverte 2.0' },
  },
})

/** Norway: the Brønnøysund Register Centre's Central Coordinating Register for Legal Entities (no key, no published limit). */
export const brreg = defineUpstream({
  id: 'brreg',
  name: 'Brønnøysundregistrene (Enhetsregisteret)',
  baseUrl: 'https://data.brreg.no',
  docsUrl: 'https://data.brreg.no/enhetsregisteret/api/dokumentasjon/en/index.html',
  license: 'Norwegian Licence for Open Government Data (NLOD) 2.0',
  terms: {
    url: 'https://data.norge.no/nlod/en/2.0',
    commercial: { use: 'allowed', note: 'NLOD 2.0 allows commercial use with the licensor named' },
    attribution: { text: 'Contains data under the Norwegian licence for Open Government data (NLOD) distributed by Brønnøysundregistrene' },
  },
})

/** Brazil: BrasilAPI's CNPJ service over the Receita Federal's open company data (no key, no published limit). */
export const brasilApi = defineUpstream({
  id: 'brasilapi',
  name: 'BrasilAPI (Receita Federal CNPJ data)',
  baseUrl: 'https://brasilapi.com.br',
  docsUrl: 'https://brasilapi.com.br/docs#tag/CNPJ',
  license: 'Receita Federal open data (dados abertos); BrasilAPI MIT',
  timeoutMs: 20_000,
  terms: {
    url: 'https://github.com/BrasilAPI/BrasilAPI/blob/main/LICENSE',
    commercial: { use: 'allowed', note: 'BrasilAPI is MIT-licensed and serves the Receita Federal\'s open CNPJ data' },
  },
})

/** Poland: the National Court Register's open API (no key, no published limit). */
export const krs = defineUpstream({
  id: 'krs',
  name: 'Krajowy Rejestr Sądowy (api-krs.ms.gov.pl)',
  baseUrl: 'https://api-krs.ms.gov.pl',
  docsUrl: 'https://prs.ms.gov.pl/krs/openApi',
  license: 'Public register data of the Polish Ministry of Justice',
  timeoutMs: 20_000,
  terms: {
    url: 'https://prs.ms.gov.pl/krs/openApi',
    commercial: { use: 'allowed', note: 'the KRS is a public register whose current extracts the Ministry of Justice publishes openly' },
  },
})

/**
 * United Kingdom: the Companies House public data API; the key is the user name of HTTP Basic auth, 600 requests
 * per 5 minutes per key (https://developer-specs.company-information.service.gov.uk/guides/rateLimiting).
 */
export const companiesHouse = defineUpstream({
  id: 'companies-house',
  name: 'Companies House',
  baseUrl: 'https://api.company-information.service.gov.uk',
  docsUrl: 'https://developer-specs.company-information.service.gov.uk/companies-house-public-data-api/reference',
  ...openLicence('OGL-UK-3.0', { holder: 'Companies House', attribution: 'Contains public sector information licensed under the Open Government Licence v3.0 (Companies House)' }),
  key: { required: true, in: 'header', name: 'Authorization', prefix: 'Basic ', encode: (key) => Buffer.from(`${key}:`).toString('base64'), signupUrl: 'https://developer.company-information.service.gov.uk/' },
  quota: { withKey: { requests: 600, perSeconds: 300 }, url: 'https://developer-specs.company-information.service.gov.uk/guides/rateLimiting' },
  cacheTtlMs: 86_400_000,
})

/** Finland: the Finnish Patent and Registration Office's open YTJ data, API v3 (no key, no published limit). */
export const prh = defineUpstream({
  id: 'prh',
  name: 'Finnish Patent and Registration Office (PRH, YTJ open data)',
  baseUrl: 'https://avoindata.prh.fi',
  docsUrl: 'https://avoindata.prh.fi/en/ytj/swagger-ui',
  ...openLicence('CC-BY-4.0', { holder: 'PRH open data', attribution: 'Source: Finnish Patent and Registration Office (PRH), YTJ open data, CC BY 4.0' }),
  timeoutMs: 20_000,
})
