import { createError, type UpstreamClient } from '@svc/core'
import { houseDisclosures } from '../upstreams/house-disclosures.ts'
import { housePtrRows } from './house-ptr-text.ts'
import type { ReportedTrade } from './trades.ts'

/** A House PTR read: its rows, or none and why (a scanned paper filing has no text). */
export interface HousePtr {
  url: string
  trades: ReportedTrade[]
  /** Null when the rows were read; else why there are none. */
  unparsed: string | null
}

/** Parsed reports per cached PDF: the client hands back the same bytes until its cache expires. */
const parsed = new WeakMap<Uint8Array, Promise<Omit<HousePtr, 'url'>>>()

/** A filed report does not change (an amendment is a new filing): its PDF is kept a month. */
const PDF_TTL_MS = 30 * 86_400_000

/** `GET /public_disc/ptr-pdfs/{year}/{docId}.pdf`, its text extracted (unpdf, PDF.js) and its rows parsed. */
export async function readHousePtr(client: UpstreamClient, year: number, docId: string): Promise<HousePtr> {
  const response = await client.bytes(`/public_disc/ptr-pdfs/${year}/${encodeURIComponent(docId)}.pdf`, { acceptStatus: [404], cacheTtlMs: PDF_TTL_MS })
  if (response.status === 404) return { url: response.url, trades: [], unparsed: 'the Clerk has no PDF at this address (404)' }
  let reading = parsed.get(response.data)
  if (!reading) parsed.set(response.data, (reading = parsePdf(response.data)))
  return { url: response.url, ...(await reading) }
}

async function parsePdf(bytes: Uint8Array): Promise<Omit<HousePtr, 'url'>> {
  // unpdf (PDF.js) loads at the first report, not at the host's start.
  const { extractText, getDocumentProxy } = await import('unpdf')
  let text: string
  try {
    // PDF.js takes the buffer over: hand it a copy, the cached bytes stay whole.
    const pdf = await getDocumentProxy(bytes.slice())
    text = (await extractText(pdf, { mergePages: false })).text.join('\n')
  } catch {
    throw createError('UPSTREAM_FAILED', `${houseDisclosures.name} sent a report that is not a readable PDF`)
  }
  if (!text.trim()) return { trades: [], unparsed: 'no text in the PDF: a scanned paper filing, whose rows are not read' }
  const trades = housePtrRows(text)
  return { trades, unparsed: trades.length ? null : 'no transaction rows found in the report\'s text' }
}
