import { createError, isApiError, type OperationSource, UpstreamError, type UpstreamClient, loadOnce } from '@svc/core'
import * as v from 'valibot'
import type { Filing } from './submissions.ts'
import { secWww } from './upstreams.ts'

/** A filing's documents and its folder's `index.json` in the archives, as the operations that read them declare it (a filing does not change). */
export const filingDocumentSource: OperationSource = { upstream: secWww, path: '/Archives/edgar/data/{cik}/{accession}/{file}', cacheTtl: '1d' }


/** Elements that repeat in ownership (Form 4), Form 144 and 13F documents: always arrays. */
const REPEATING = new Set([
  'reportingOwner', 'nonDerivativeTransaction', 'derivativeTransaction', 'nonDerivativeHolding', 'derivativeHolding', 'footnote',
  'securitiesInformation', 'securitiesToBeSold', 'securitiesSoldInPast3Months', 'relationshipToIssuer', 'planAdoptionDate', 'infoTable',
])

/** The XML parser and validator, loaded with the first document so fast-xml-parser stays out of start-up. */
const xmlParser = loadOnce(() => import('fast-xml-parser').then(({ XMLParser, XMLValidator }) => ({
  parser: new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false, trimValues: true, isArray: (name) => REPEATING.has(name) }),
  validator: XMLValidator,
})))

/**
 * A document's `accept`: well-formed XML. The parser reads a file cut short (or a plain-text error) without a word, so
 * it is refused before the client keeps it a day; an HTML page (EDGAR's rate-limit or automated-tool page) is
 * already refused by the client as a bot wall, the request's Accept naming XML only. Module level: asked once per answer.
 */
const wellFormed = async (text: string) => {
  const checked = (await xmlParser()).validator.validate(text)
  return checked === true ? true : `the document is not well-formed XML (line ${checked.err.line}: ${checked.err.msg})`
}

/** An EDGAR filing's folder: `/Archives/edgar/data/{cik}/{accession without dashes}`. */
export const filingFolder = (cik: string, accession: string) => `/Archives/edgar/data/${Number(cik)}/${accession.replace(/-/g, '')}`

/**
 * The raw XML of a filing's primary document, parsed. EDGAR lists ownership and 144 documents under their
 * rendering stylesheet (`xslF345X05/form4.xml`); the raw file sits at the folder's root.
 */
export async function filingXml(client: UpstreamClient, headers: Record<string, string>, cik: string, filing: Filing, file?: string): Promise<{ doc: Record<string, any>; url: string }> {
  const name = file ?? filing.primaryDocument?.replace(/^xsl[^/]+\//, '')
  if (!name?.toLowerCase().endsWith('.xml')) throw createError('UPSTREAM_FAILED', `Filing ${filing.accessionNumber} has no XML document`)
  const response = await client.text(`${filingFolder(cik, filing.accessionNumber)}/${name}`, { headers: { ...headers, accept: 'application/xml,text/xml' }, accept: wellFormed })
  const { parser } = await xmlParser()
  let doc: Record<string, any>
  try {
    doc = parser.parse(response.data) as Record<string, any>
  } catch (error) {
    throw new UpstreamError('UPSTREAM_FAILED', `${client.definition.name} sent a document that is not XML (${filing.accessionNumber})`, response.status, undefined, { cause: error })
  }
  return { doc, url: `https://www.sec.gov${filingFolder(cik, filing.accessionNumber)}/${name}` }
}

/** `index.json` of a filing folder: its files (the 13F information table has no fixed name). */
const folderIndex = v.object({ directory: v.object({ item: v.array(v.object({ name: v.string(), type: v.optional(v.string()) })) }) })
export async function filingFiles(client: UpstreamClient, headers: Record<string, string>, cik: string, accession: string): Promise<string[]> {
  const response = await client.json(`${filingFolder(cik, accession)}/index.json`, { schema: folderIndex, headers })
  return response.data.directory.item.map((item) => item.name)
}

/** An XML element's text: `<x>text</x>`, or the ownership schema's `<x><value>text</value></x>`. */
export function text(node: unknown): string | null {
  if (node === undefined || node === null) return null
  if (typeof node === 'object') return text((node as { value?: unknown }).value)
  const value = String(node).trim()
  return value === '' ? null : value
}
export const number = (node: unknown) => {
  const value = text(node)
  return value === null || !Number.isFinite(Number(value.replace(/,/g, ''))) ? null : Number(value.replace(/,/g, ''))
}
/** `MM/DD/YYYY` (Form 144) or `YYYY-MM-DD` as `YYYY-MM-DD`. */
export function isoDate(node: unknown): string | null {
  const value = text(node)
  const us = value ? /^(\d\d)\/(\d\d)\/(\d{4})$/.exec(value) : null
  return us ? `${us[3]}-${us[1]}-${us[2]}` : value && /^\d{4}-\d\d-\d\d/.test(value) ? value.slice(0, 10) : null
}
export const flag = (node: unknown) => ['1', 'true'].includes(text(node)?.toLowerCase() ?? '')

export type Part<T> = { status: 'found'; filing: Filing; data: T } | { status: 'error'; filing: Filing; message: string }

/**
 * Reads each filing's document (the client keeps SEC's concurrency); a filing that fails is reported
 * with its error and the others still answer. All failing is a 502 (or the upstream's own code).
 */
export async function eachFiling<T>(filings: Filing[], read: (filing: Filing) => Promise<T>): Promise<Array<Part<T>>> {
  const errors: unknown[] = []
  const parts = await Promise.all(filings.map(async (filing): Promise<Part<T>> => {
    try {
      return { status: 'found', filing, data: await read(filing) }
    } catch (error) {
      errors.push(error)
      return { status: 'error', filing, message: isApiError(error) ? error.message : 'the document could not be read' }
    }
  }))
  // Every document failing fails the call with the first failure's own code (502, 429...).
  if (filings.length > 0 && errors.length === filings.length) throw isApiError(errors[0]) ? errors[0] : createError('UPSTREAM_FAILED', 'No filing document could be read')
  return parts
}

/** The filings of the given forms, newest first, within the filing-date window. */
export function filingsOf(filings: Filing[], forms: string[], window: { from?: string | undefined; to?: string | undefined }) {
  return filings.filter((filing) => forms.includes(filing.form) && (!window.from || filing.filingDate >= window.from) && (!window.to || filing.filingDate <= window.to))
}

/** Per filing: found, or error with the reason. */
export const filingStatuses = (parts: Array<Part<unknown>>) => parts.map((part) => ({ accessionNumber: part.filing.accessionNumber, filingDate: part.filing.filingDate, status: part.status, ...(part.status === 'error' ? { message: part.message } : {}) }))
