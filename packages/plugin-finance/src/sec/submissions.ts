import { type OperationSource, type UpstreamClient, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { secData } from './upstreams.ts'

/** A company's filing list, as the operations that read it declare it: new filings show within the hour. */
export const submissionsSource: OperationSource = { upstream: secData, path: '/submissions/CIK{cik}.json', cacheTtl: '1h' }

const strings = v.optional(v.array(v.string()), [])
const address = v.nullish(v.object({
  street1: textOrNull, street2: textOrNull, city: textOrNull,
  stateOrCountry: textOrNull, zipCode: textOrNull,
}), null)

/** `data.sec.gov/submissions/CIK##########.json`: the entity and its ~1000 most recent filings as parallel arrays. */
const submissionsFile = v.object({
  cik: v.string(),
  entityType: textOrNull,
  sic: textOrNull,
  sicDescription: textOrNull,
  name: v.string(),
  tickers: strings,
  exchanges: v.optional(v.array(v.nullable(v.string())), []),
  ein: textOrNull,
  category: textOrNull,
  fiscalYearEnd: textOrNull,
  stateOfIncorporation: textOrNull,
  website: textOrNull,
  phone: textOrNull,
  addresses: v.optional(v.object({ mailing: address, business: address }), { mailing: null, business: null }),
  formerNames: v.optional(v.array(v.object({ name: v.string(), from: textOrNull, to: textOrNull })), []),
  filings: v.object({
    recent: v.object({
      accessionNumber: v.array(v.string()),
      filingDate: v.array(v.string()),
      reportDate: strings,
      acceptanceDateTime: strings,
      form: v.array(v.string()),
      size: v.optional(v.array(v.number()), []),
      isXBRL: v.optional(v.array(v.number()), []),
      primaryDocument: strings,
      primaryDocDescription: strings,
    }),
  }),
})

export interface Filing {
  accessionNumber: string
  form: string
  filingDate: string
  reportDate: string | null
  acceptedAt: string | null
  primaryDocument: string | null
  description: string | null
  isXbrl: boolean
  sizeBytes: number | null
  url: string
}


/** A company's EDGAR submissions: entity details and its recent filings, newest first. */
export async function submissions(client: UpstreamClient, headers: Record<string, string>, cik: string) {
  const response = await client.json(`/submissions/CIK${cik}.json`, { schema: submissionsFile, headers, notFound: `EDGAR has no filer with CIK ${cik}` })
  const data = response.data
  const recent = data.filings.recent
  const filings: Filing[] = recent.accessionNumber.map((accession, i) => {
    const document = recent.primaryDocument[i] || null
    const folder = `https://www.sec.gov/Archives/edgar/data/${Number(cik)}/${accession.replace(/-/g, '')}`
    return {
      accessionNumber: accession,
      form: recent.form[i] ?? '',
      filingDate: recent.filingDate[i] ?? '',
      reportDate: recent.reportDate[i] || null,
      acceptedAt: recent.acceptanceDateTime[i] || null,
      primaryDocument: document,
      description: recent.primaryDocDescription[i] || null,
      isXbrl: recent.isXBRL[i] === 1,
      sizeBytes: recent.size[i] ?? null,
      url: document ? `${folder}/${document}` : `${folder}/`,
    }
  })
  return { ...data, filings, url: response.url }
}
