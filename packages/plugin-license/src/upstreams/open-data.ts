import { defineUpstream } from '@svc/core'

export { ctOpenData, nyOpenData } from '@svc/providers/socrata'

const socrata = { key: { required: false, in: 'header' as const, name: 'X-App-Token' }, timeoutMs: 20_000 }

/** Washington State open data (data.wa.gov, Socrata; app token optional): Department of Health credentials, L&I contractors. */
export const waOpenData = defineUpstream({ id: 'wa-open-data', name: 'Washington State open data (data.wa.gov)', baseUrl: 'https://data.wa.gov', docsUrl: 'https://data.wa.gov/', license: 'Washington State open data (public domain)', ...socrata })

/** Illinois open data (data.illinois.gov, Socrata; app token optional): IDFPR professional licenses. */
export const ilOpenData = defineUpstream({ id: 'il-open-data', name: 'Illinois open data (data.illinois.gov)', baseUrl: 'https://data.illinois.gov', docsUrl: 'https://data.illinois.gov/', license: 'Illinois open data (public domain)', ...socrata })

/** Texas open data (data.texas.gov, Socrata; app token optional): TDLR licenses. */
export const txOpenData = defineUpstream({ id: 'tx-open-data', name: 'Texas open data (data.texas.gov)', baseUrl: 'https://data.texas.gov', docsUrl: 'https://data.texas.gov/', license: 'Texas open data (public domain)', ...socrata })
