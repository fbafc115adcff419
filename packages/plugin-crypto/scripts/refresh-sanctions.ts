/**
 * Regenerates data/ofac-sdn-addresses.json from OFAC's SDN list.
 *
 *   pnpm --filter @svc/plugin-crypto refresh-sanctions                 # download the current SDN.XML
 *   pnpm --filter @svc/plugin-crypto refresh-sanctions -- --file sdn.xml   # from a file already downloaded
 *   ... --out /var/lib/svc/ofac.json                                    # elsewhere (then set settings.crypto.sanctionsFile)
 *
 * A downloaded or given list is recorded as complete with its Publish_Date; `--seed` marks the result
 * as an incomplete seed (how the package's shipped snapshot is built from documented entries).
 */
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { SNAPSHOT_FILE, type Snapshot } from '../src/sanctions/snapshot.ts'
import { parseSdnXml } from './sdn-xml.ts'

const SDN_URL = process.env.OFAC_SDN_URL ?? 'https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/SDN.XML'

const { values } = parseArgs({ options: { file: { type: 'string' }, out: { type: 'string' }, seed: { type: 'boolean', default: false } } })
const out = values.out ?? fileURLToPath(new URL(`../data/${SNAPSHOT_FILE}`, import.meta.url))

let xml: string
if (values.file) {
  xml = await readFile(values.file, 'utf8')
} else {
  const response = await fetch(SDN_URL, { headers: { 'user-agent': 'svc refresh-sanctions' } })
  if (!response.ok) throw new Error(`OFAC answered HTTP ${response.status} for ${SDN_URL}`)
  xml = await response.text()
}
const parsed = parseSdnXml(xml)
if (!values.seed) {
  if (!parsed.publishDate || !parsed.recordCount) throw new Error('The list has no Publish_Date or Record_Count: not a whole SDN.XML; nothing written')
  if (parsed.addresses.length < 100) throw new Error(`Only ${parsed.addresses.length} digital-currency addresses found: refusing to replace the snapshot with a partial list`)
}
const snapshot: Snapshot = {
  source: 'OFAC Specially Designated Nationals (SDN) list',
  sourceUrl: SDN_URL,
  publishDate: values.seed ? null : parsed.publishDate,
  recordCount: values.seed ? null : parsed.recordCount,
  complete: !values.seed,
  generatedAt: new Date().toISOString(),
  ...(values.seed ? { note: 'Seed snapshot: a few designations verified from public documentation, NOT the whole list. Run refresh-sanctions to embed the full SDN list.' } : {}),
  addresses: parsed.addresses.sort((a, b) => a.currency.localeCompare(b.currency) || a.address.localeCompare(b.address)),
}
await writeFile(out, `${JSON.stringify(snapshot, null, 1)}\n`)
console.log(`${out}: ${snapshot.addresses.length} addresses${snapshot.publishDate ? `, list of ${snapshot.publishDate}` : ' (seed)'}`)
