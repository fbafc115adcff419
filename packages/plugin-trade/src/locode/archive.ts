import { createError, type StateStore, type UpstreamClient } from '@svc/core'
import { type LocodeEntry, parseEntries } from './entries.ts'

export interface LocodeIndex {
  entries: LocodeEntry[]
  byCode: Map<string, LocodeEntry>
  /** The archive's file names, e.g. "2024-2 UNLOCODE CodeListPart1.csv" (UNECE) or "release/csv/UNLOCODE CodeListPart1.csv". */
  files: string[]
  /** The issue ("2024-2") its file names carry; null when they carry none (the UNICC GitLab release archives). */
  issue: string | null
  url: string
}

/** Decodes a code list part: UTF-8 where the bytes are UTF-8, else ISO 8859-1 (UNECE's classic CSV files). */
function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('latin1').decode(bytes)
  }
}

/** The archive is a few MB; these bounds keep a broken or hostile one from exhausting memory. */
export const ARCHIVE_LIMITS = { zipBytes: 64 * 1024 * 1024, csvBytes: 128 * 1024 * 1024 }

/** UN/LOCODE is issued twice a year: the parsed list is kept for 30 days per host. */
const TTL_MS = 30 * 24 * 3600_000
const loaded = new WeakMap<StateStore, Map<string, { at: number; index: Promise<LocodeIndex> }>>()

async function load(client: UpstreamClient, path: string): Promise<LocodeIndex> {
  const { data, url } = await client.bytes(path, { timeoutMs: 60_000, maxBytes: ARCHIVE_LIMITS.zipBytes })
  const { unzipSync } = await import('fflate')
  let files: Record<string, Uint8Array>
  try {
    files = unzipSync(data, { filter: (file) => /CodeListPart\d+\.csv$/i.test(file.name) && file.originalSize <= ARCHIVE_LIMITS.csvBytes })
  } catch {
    throw createError('UPSTREAM_FAILED', 'UN/LOCODE: the UNECE archive is not a zip file')
  }
  const names = Object.keys(files).sort()
  if (names.length === 0) throw createError('UPSTREAM_FAILED', 'UN/LOCODE: the UNECE archive holds no code list CSV')
  // UNECE's classic archives write the CSV files in ISO 8859-1; a file that is valid UTF-8 is read as such (ISO 8859-1
  // names with accents are never valid UTF-8), so an archive in either encoding reads right.
  const entries = names.flatMap((name) => parseEntries(decodeCsv(files[name]!)))
  const issue = /(?:^|\/)(\d{4}-\d) /.exec(names[0]!)?.[1] ?? null
  return { entries, byCode: new Map(entries.map((entry) => [entry.locode, entry])), files: names, issue, url }
}

/** The code list, downloaded and parsed once per host (concurrent first calls share one download, which no caller's abort stops). */
export function locodeIndex(state: StateStore, client: UpstreamClient, path: string): Promise<LocodeIndex> {
  let perHost = loaded.get(state)
  if (!perHost) loaded.set(state, (perHost = new Map()))
  const key = `${client.baseUrl}${path}`
  const cached = perHost.get(key)
  if (cached && Date.now() - cached.at < TTL_MS) return cached.index
  const index = load(client, path)
  perHost.set(key, { at: Date.now(), index })
  index.catch(() => perHost.delete(key))
  return index
}
