import { createError, isApiError, type OperationSource, type UpstreamClient } from '@svc/core'
import { houseDisclosures } from '../upstreams/house-disclosures.ts'
import { housePtrRows } from './house-ptr-text.ts'
import type { ReportedTrade } from './trades.ts'

/** A filed report does not change (an amendment is a new filing): its PDF is cached 30 days, as the operations that read it declare. */
export const housePtrSource: OperationSource = { upstream: houseDisclosures, path: '/public_disc/ptr-pdfs/{year}/{docId}.pdf', cacheTtl: '30d' }

/** A House PTR read: its rows, or none and why (a scanned paper filing has no text). */
export interface HousePtr {
  url: string
  trades: ReportedTrade[]
  /** Null when the rows were read; else why there are none. */
  unparsed: string | null
}

/** Parsed reports per cached PDF: the client hands back the same bytes until its cache expires. */
const parsed = new WeakMap<Uint8Array, Promise<Omit<HousePtr, 'url'>>>()

/**
 * What one report may cost this host (a PTR is a few pages as a rule): a larger PDF is not downloaded past this size,
 * a longer one not parsed, and the text of one that takes longer is given up (listed without rows, saying why), so a
 * hostile or broken file cannot exhaust the host's memory or CPU.
 */
export const PDF_LIMITS = { maxBytes: 8 * 1024 * 1024, maxPages: 100, parseMs: 15_000 }

/** `GET /public_disc/ptr-pdfs/{year}/{docId}.pdf`, its text extracted (unpdf, PDF.js) and its rows parsed. */
export async function readHousePtr(client: UpstreamClient, year: number, docId: string): Promise<HousePtr> {
  const path = `/public_disc/ptr-pdfs/${year}/${encodeURIComponent(docId)}.pdf`
  let response: Awaited<ReturnType<UpstreamClient['bytes']>>
  try {
    // A PDF that does not open (cut short, not a PDF) is refused before it is kept: the next call fetches it again.
    response = await client.bytes(path, { acceptStatus: [404], maxBytes: PDF_LIMITS.maxBytes, accept: readable })
  } catch (error) {
    // Too large to read: the report is listed without rows, saying why; any other failure is the call's.
    if (isApiError(error) && error.details?.answer === 'oversized') return { url: `${client.baseUrl}${path}`, trades: [], unparsed: `the PDF is larger than ${PDF_LIMITS.maxBytes / 1024 / 1024} MB, which is not read` }
    throw error
  }
  if (response.status === 404) return { url: response.url, trades: [], unparsed: 'the Clerk has no PDF at this address (404)' }
  return { url: response.url, ...(await readingOf(response.data)) }
}

/** A PTR's `accept`: the PDF opens (one function, so a report kept in memory is asked once). */
const readable = async (bytes: Uint8Array) => void (await readingOf(bytes))

/** The report these bytes hold, parsed once per cached PDF (its `accept` and its reader share it). */
function readingOf(bytes: Uint8Array): Promise<Omit<HousePtr, 'url'>> {
  let reading = parsed.get(bytes)
  if (!reading) parsed.set(bytes, (reading = parsePdf(bytes)))
  return reading
}

async function parsePdf(bytes: Uint8Array): Promise<Omit<HousePtr, 'url'>> {
  // unpdf (PDF.js) loads at the first report, not at the host's start.
  const { extractText, getDocumentProxy } = await import('unpdf')
  // PDF.js takes the buffer over: hand it a copy, the cached bytes stay whole.
  const started = performance.now()
  const opening = getDocumentProxy(bytes.slice())
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<'late'>((resolve) => (timer = setTimeout(resolve, PDF_LIMITS.parseMs, 'late')))
  let text: string | 'late' | 'long'
  try {
    text = await Promise.race([deadline, opening.then(async (pdf) => {
      if (pdf.numPages > PDF_LIMITS.maxPages) return 'long' as const
      return (await extractText(pdf, { mergePages: false })).text.join('\n')
    })])
  } catch {
    throw createError('UPSTREAM_FAILED', `${houseDisclosures.name} sent a report that is not a readable PDF`)
  } finally {
    clearTimeout(timer)
    // The document's pages and fonts are let go of (PDF.js keeps them until destroyed), a late one's work stopped.
    opening.then((pdf) => pdf.loadingTask.destroy(), () => {})
  }
  // A text that came in past the limit (its last step outran the timer) is given up all the same.
  if (text !== 'long' && performance.now() - started >= PDF_LIMITS.parseMs) text = 'late'
  if (text === 'long') return { trades: [], unparsed: `the PDF has more than ${PDF_LIMITS.maxPages} pages, which are not read` }
  if (text === 'late') return { trades: [], unparsed: `the PDF's text could not be read within ${PDF_LIMITS.parseMs / 1000} s` }
  if (!text.trim()) return { trades: [], unparsed: 'no text in the PDF: a scanned paper filing, whose rows are not read' }
  const trades = housePtrRows(text)
  return { trades, unparsed: trades.length ? null : 'no transaction rows found in the report\'s text' }
}
