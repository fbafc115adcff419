import { defineUpstream, socrataAppToken } from '@svc/core'

/** Socrata portals: an optional app token and no published quota (see `socrataAppToken`), so a 429 is the answer. */
const socrata = { ...socrataAppToken(), timeoutMs: 20_000 }

/** New York Department of State, "Active Corporations: Beginning 1800" on data.ny.gov (Socrata; app token optional). */
export const nyOpenData = defineUpstream({ id: 'ny-open-data', name: 'New York Department of State (data.ny.gov)', baseUrl: 'https://data.ny.gov', docsUrl: 'https://data.ny.gov/Economic-Development/Active-Corporations-Beginning-1800/n9v6-gdp6', license: 'New York State open data (public domain)', terms: { url: 'https://data.ny.gov/', commercial: { use: 'allowed', note: 'the Open NY terms of use let anyone use the data as they wish if the use is lawful, with no attribution and no ban on commercial use (as summarised by Reinvent Albany, https://reinventalbany.org/2016/08/ny-states-open-ny-dips-toe-into-creative-commons-licensing/; the terms file itself was not read)' } }, ...socrata })

/** Colorado Secretary of State, "Business Entities in Colorado" on data.colorado.gov (Socrata; app token optional). */
export const coOpenData = defineUpstream({ id: 'co-open-data', name: 'Colorado Secretary of State (data.colorado.gov)', baseUrl: 'https://data.colorado.gov', docsUrl: 'https://data.colorado.gov/Business/Business-Entities-in-Colorado/4ykn-tg5h', license: 'Colorado open data (public domain)', terms: { url: 'https://data.colorado.gov/', commercial: { use: 'unknown', note: 'no terms of use of data.colorado.gov were found (searched: pages, "data.colorado.gov terms of use open data Colorado Information Marketplace license": news of the state\'s open-data programme and C.R.S. 24-21-116 only); the dataset is published as open data' } }, ...socrata })

/** Connecticut Secretary of the State, "Business Registry - Business Master" on data.ct.gov (Socrata; app token optional). */
export const ctOpenData = defineUpstream({ id: 'ct-open-data', name: 'Connecticut Secretary of the State (data.ct.gov)', baseUrl: 'https://data.ct.gov', docsUrl: 'https://data.ct.gov/Business/Connecticut-Business-Registry-Business-Master/n7gp-d28j', license: 'Connecticut open data (public domain)', terms: { url: 'https://data.ct.gov/terms', commercial: { use: 'unknown', note: 'the part of the portal\'s Terms of Use that could be read provides the data "as is" and disclaims liability, with no reuse clause in it; the rest was not in the stored excerpt; the dataset is published as open data' } }, ...socrata })
