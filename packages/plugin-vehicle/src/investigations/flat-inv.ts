import { createError, type StateStore, type UpstreamClient } from '@svc/core'
import { FLAT_INV_PATH, nhtsaOdiFiles } from '../upstreams/nhtsa-odi.ts'
import { createIndexBuilder, type InvestigationIndex } from './records.ts'
import { type Checked, Refreshing } from './refreshing.ts'
import { readZippedLines } from './zipped-lines.ts'

export interface InvestigationsFile {
  index: InvestigationIndex
  /** The URL downloaded, cited as the answer's source. */
  url: string
  /** The file's Last-Modified, sent back as If-Modified-Since when the copy is checked again. */
  lastModified: string | null
}

/** Downloads FLAT_INV.zip (or learns it has not changed) and indexes it record by record. */
async function download(client: UpstreamClient, held: InvestigationsFile | undefined): Promise<InvestigationsFile | 'unchanged'> {
  const response = await client.bytes(FLAT_INV_PATH, {
    acceptStatus: [304],
    ...(held?.lastModified ? { headers: { 'if-modified-since': held.lastModified } } : {}),
  })
  if (response.status === 304) {
    if (held) return 'unchanged'
    throw createError('UPSTREAM_FAILED', `${nhtsaOdiFiles.name} answered 304 Not Modified to a plain request`)
  }
  const builder = createIndexBuilder()
  await readZippedLines(response.data, builder.line, nhtsaOdiFiles.name)
  const index = builder.finish()
  if (index.records === 0) throw createError('UPSTREAM_FAILED', `${nhtsaOdiFiles.name}: the file holds no investigation record`)
  return { index, url: response.url, lastModified: response.headers.get('last-modified') }
}

/**
 * The file is far larger than core's answer cache keeps (2 MB), so each host keeps its own index (keyed
 * by the host's state store and the base URL), loaded at the first call, never at start-up.
 */
const perHost = new WeakMap<StateStore, Map<string, Refreshing<InvestigationsFile>>>()

export function investigationsFile(state: StateStore, client: UpstreamClient): Promise<Checked<InvestigationsFile>> {
  let files = perHost.get(state)
  if (!files) perHost.set(state, (files = new Map()))
  let file = files.get(client.baseUrl)
  if (!file) files.set(client.baseUrl, (file = new Refreshing((held) => download(client, held))))
  return file.get()
}
