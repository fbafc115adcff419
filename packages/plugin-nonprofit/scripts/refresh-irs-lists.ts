/**
 * Writes the IRS Tax Exempt Organization Search lists nonprofit.screen reads (see src/irs/lists.ts) into a directory:
 *
 *   pnpm --filter @svc/plugin-nonprofit refresh-irs-lists -- --out /var/lib/svc/irs     # download both lists
 *   ... --pub78 pub78.zip --revocations revocation.zip --out DIR                        # from files already downloaded
 *
 * then set settings.nonprofit.irsListsDir to DIR. The IRS publishes both as zipped pipe-delimited text
 * (https://www.irs.gov/charities-non-profits/tax-exempt-organization-search-bulk-data-downloads), refreshed monthly.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { unzipSync } from 'fflate'
import { pub78Lines, revocationLines } from '../src/irs/build.ts'
import { FILES, type ListsMeta } from '../src/irs/lists.ts'

const SOURCES = {
  pub78: process.env.IRS_PUB78_URL ?? 'https://apps.irs.gov/pub/epostcard/data-download-pub78.zip',
  revocations: process.env.IRS_REVOCATION_URL ?? 'https://apps.irs.gov/pub/epostcard/data-download-revocation.zip',
}
const { values } = parseArgs({ options: { out: { type: 'string' }, pub78: { type: 'string' }, revocations: { type: 'string' } } })
if (!values.out) throw new Error('--out DIR is required')

async function zipped(kind: keyof typeof SOURCES, file: string | undefined): Promise<string> {
  let bytes: Uint8Array
  if (file) bytes = new Uint8Array(await readFile(file))
  else {
    const response = await fetch(SOURCES[kind], { headers: { 'user-agent': 'svc refresh-irs-lists' } })
    if (!response.ok) throw new Error(`The IRS answered HTTP ${response.status} for ${SOURCES[kind]}`)
    bytes = new Uint8Array(await response.arrayBuffer())
  }
  const entries = Object.entries(unzipSync(bytes)).filter(([name]) => name.toLowerCase().endsWith('.txt'))
  if (entries.length !== 1) throw new Error(`${kind}: expected one .txt file in the zip, found ${entries.length}`)
  return Buffer.from(entries[0]![1]).toString('utf8')
}

const pub78 = pub78Lines(await zipped('pub78', values.pub78))
const revocations = revocationLines(await zipped('revocations', values.revocations))
if (pub78.length < 1000 || revocations.length < 1000) throw new Error(`Only ${pub78.length} Pub 78 and ${revocations.length} revocation lines: refusing to write partial lists`)

await mkdir(values.out, { recursive: true })
const meta: ListsMeta = { generatedAt: new Date().toISOString(), sources: { pub78: values.pub78 ?? SOURCES.pub78, revocations: values.revocations ?? SOURCES.revocations }, counts: { pub78: pub78.length, revocations: revocations.length } }
// Each file is written beside and renamed in, so a host reading the directory never sees half a file.
for (const [name, lines] of [[FILES.pub78, pub78], [FILES.revocations, revocations]] as const) {
  await writeFile(join(values.out, `${name}.next`), `${lines.join('\n')}\n`)
  await rename(join(values.out, `${name}.next`), join(values.out, name))
}
await writeFile(join(values.out, FILES.meta), `${JSON.stringify(meta, null, 1)}\n`)
console.log(`${values.out}: ${pub78.length} Pub 78 organizations, ${revocations.length} revocations`)
