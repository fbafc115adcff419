import { at, documentId, english, list, partyNames, textOf, type Node } from './json.ts'

/** One `exchange-document` of OPS published data as the group answers it. */
export function exchangeDocument(document: Node) {
  const biblio = at(document, 'bibliographic-data')
  const publication = documentId(at(biblio, 'publication-reference'))
  const application = documentId(at(biblio, 'application-reference'))
  const number = [textOf(document['@country']), textOf(document['@doc-number']), textOf(document['@kind'])].filter(Boolean).join('')
  const ipc = list(at(biblio, 'classifications-ipcr', 'classification-ipcr')).map((entry) => textOf(entry.text)?.replace(/\s+/g, ' ').trim()).filter((code): code is string => Boolean(code))
  const cpc = list(at(biblio, 'patent-classifications', 'patent-classification'))
    .filter((entry) => textOf(at(entry, 'classification-scheme', '@scheme')) === 'CPCI' || textOf(at(entry, 'classification-scheme', '@scheme')) === 'CPC')
    .map((entry) => `${textOf(entry.section) ?? ''}${textOf(entry.class) ?? ''}${textOf(entry.subclass) ?? ''}${textOf(entry['main-group']) ?? ''}/${textOf(entry.subgroup) ?? ''}`)
  return {
    publicationNumber: number || publication?.number || null,
    familyId: textOf(document['@family-id']),
    title: english(at(biblio, 'invention-title')),
    publicationDate: publication?.date ?? null,
    applicationNumber: application?.number ?? null,
    filingDate: application?.date ?? null,
    applicants: partyNames(at(biblio, 'parties', 'applicants', 'applicant'), 'applicant'),
    inventors: partyNames(at(biblio, 'parties', 'inventors', 'inventor'), 'inventor'),
    ipc,
    cpc: [...new Set(cpc)],
    abstract: english(document.abstract),
  }
}

/** The `exchange-document`s of an answer's `exchange-documents` (one object or a list of them). */
export const exchangeDocuments = (container: unknown) => list(container).flatMap((entry) => list(entry['exchange-document']))
