import { createError, lazyRequire, type OperationSource, usDate, type UpstreamClient } from '@svc/core'
import type * as Fflate from 'fflate'
import * as v from 'valibot'
import { parseXml, xmlText } from '../shared/xml.ts'
import { houseDisclosures } from '../upstreams/house-disclosures.ts'

/** The yearly filing index `houseIndexes` reads, as the operations that call it declare it. */
export const houseIndexSource: OperationSource = { upstream: houseDisclosures, path: '/public_disc/financial-pdfs/{year}FD.zip', cacheTtl: '6h' }

const index = v.object({
  FinancialDisclosure: v.union([
    v.literal(''),
    v.object({ Member: v.optional(v.array(v.object({ Prefix: xmlText, Last: xmlText, First: xmlText, Suffix: xmlText, FilingType: xmlText, StateDst: xmlText, Year: xmlText, FilingDate: xmlText, DocID: xmlText })), []) }),
  ]),
})

/** The Clerk's filing type codes. */
export const HOUSE_TYPES: Readonly<Record<string, string>> = { P: 'Periodic Transaction Report', O: 'Annual report', A: 'Amendment', C: 'Candidate report', X: 'Extension request', T: 'Termination report', W: 'Withdrawal' }


/** The yearly archive is a few MB; these bounds keep a broken or hostile one from exhausting memory. */
export const INDEX_LIMITS = { zipBytes: 64 * 1024 * 1024, xmlBytes: 256 * 1024 * 1024 }

/**
 * The filings of one year: `GET /public_disc/financial-pdfs/{year}FD.zip` holds `{year}FD.xml`
 * (`FinancialDisclosure/Member` rows). The Clerk rebuilds it daily.
 */
export async function houseFilings(client: UpstreamClient, year: number) {
  // An archive that does not unzip to its XML is refused before it is kept: the next call fetches it again.
  const response = await client.bytes(`/public_disc/financial-pdfs/${year}FD.zip`, { acceptStatus: [404], maxBytes: INDEX_LIMITS.zipBytes, accept: (zip: Uint8Array) => void rowsOf(zip, year) })
  if (response.status === 404) return { rows: [], url: response.url }
  return { rows: rowsOf(response.data, year), url: response.url }
}

/** The index these bytes hold, read once per cached archive (its `accept` and its reader share it). */
function rowsOf(zip: Uint8Array, year: number) {
  let rows = readRows.get(zip)
  if (!rows) readRows.set(zip, (rows = readIndex(zip, year)))
  return rows
}

/** The filings of the years `first` to `last`, one index per year, oldest first. */
export function houseIndexes(client: UpstreamClient, first: number, last: number) {
  return Promise.all(Array.from({ length: last - first + 1 }, (_, index) => houseFilings(client, first + index)))
}

// fflate loads at the first archive, not at the host's start.
const fflate = lazyRequire<typeof Fflate>(import.meta.url, 'fflate')

/** The index's rows per cached archive: the client hands back the same bytes until its cache expires. */
const readRows = new WeakMap<Uint8Array, ReturnType<typeof readIndex>>()

function readIndex(zip: Uint8Array, year: number) {
  let files: Record<string, Uint8Array>
  try {
    files = fflate().unzipSync(zip, { filter: (file) => file.name.toLowerCase().endsWith('.xml') && file.originalSize <= INDEX_LIMITS.xmlBytes })
  } catch {
    throw createError('UPSTREAM_FAILED', `${houseDisclosures.name} sent an index that is not a ZIP archive`)
  }
  const name = Object.keys(files).find((file) => file.toLowerCase().endsWith('.xml'))
  if (!name) throw createError('UPSTREAM_FAILED', `${houseDisclosures.name} sent an index archive without its XML file`)
  const parsed = parseXml(new TextDecoder().decode(files[name]), index, houseDisclosures.name, ['Member']).FinancialDisclosure
  return (parsed === '' ? [] : parsed.Member).map((row) => {
    const district = /^([A-Z]{2})(\d{2})$/.exec(row.StateDst)
    const type = row.FilingType.toUpperCase()
    return {
      docId: row.DocID,
      chamber: 'house' as const,
      memberName: [row.Prefix, row.First, row.Last, row.Suffix].filter(Boolean).join(' '),
      lastName: row.Last,
      state: district?.[1] ?? (row.StateDst.slice(0, 2) || null),
      district: district ? Number(district[2]) : null,
      filingType: type,
      filingTypeLabel: HOUSE_TYPES[type] ?? null,
      filingYear: Number(row.Year) || year,
      filingDate: usDate(row.FilingDate),
      docUrl: `https://disclosures-clerk.house.gov/public_disc/${type === 'P' ? 'ptr-pdfs' : 'financial-pdfs'}/${Number(row.Year) || year}/${row.DocID}.pdf`,
    }
  })
}
