import { defineUpstream } from '@svc/core'

/**
 * The Passport Index dataset (MIT, https://github.com/ilyankou/passport-index-dataset): visa requirements between
 * 199 countries, as the CSV it publishes (`passport-index-tidy-iso2.csv`: Passport, Destination, Requirement with
 * ISO 3166-1 alpha-2 codes). The dataset is updated a few times a year (its last update, at the 2026-11 audit, was
 * 12 January 2025): it is read rarely and cached long. An operator can point `upstreams.passport-index.baseUrl` at a
 * mirror of the folder that holds the file. MIT: the copyright notice goes with the data (`meta.attribution`).
 */
export const passportIndex = defineUpstream({
  id: 'passport-index',
  name: 'Passport Index dataset (Ilya Ilyankou, from passportindex.org)',
  baseUrl: 'https://raw.githubusercontent.com/ilyankou/passport-index-dataset/master',
  docsUrl: 'https://github.com/ilyankou/passport-index-dataset',
  license: 'MIT (Passport Index dataset)',
  terms: {
    url: 'https://github.com/ilyankou/passport-index-dataset/blob/master/LICENSE',
    commercial: { use: 'allowed', note: 'MIT license: any use, the copyright and permission notice kept with copies' },
    attribution: { text: 'Passport Index dataset, Copyright (c) 2019 Ilya Ilyankou, MIT license; source: passportindex.org' },
  },
  timeoutMs: 30_000,
  // A week-old copy is far better than no answer: the data change a few times a year.
  maxStaleSeconds: 30 * 86_400,
})

export const DATASET_FILE = '/passport-index-tidy-iso2.csv'
