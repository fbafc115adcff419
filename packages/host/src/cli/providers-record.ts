import { existsSync, readFileSync } from 'node:fs'
import { openConfiguredState } from '../state.ts'
import { mkdir, writeFile } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import { createUpstreams, type SvcConfig, type UpstreamDefinition, type UpstreamRequest } from '@svc/core'
import * as v from 'valibot'
import { discoverPlugins } from '../discover.ts'
import { loadPlugin } from '../load.ts'
import { UsageError, type CliIo } from './io.ts'

/** The file in a provider's fixture folder that says which request each fixture answers. */
export const RECORD_MANIFEST = 'record.json'

const entrySchema = v.strictObject({
  /** The fixture file, in the folder: its extension says how the answer is kept (.json pretty-printed, bytes for .zip...). */
  file: v.pipe(v.string(), v.regex(/^[\w.-]+$/, 'must be a file name in the fixture folder')),
  path: v.pipe(v.string(), v.startsWith('/')),
  method: v.optional(v.picklist(['GET', 'POST'])),
  query: v.optional(v.record(v.string(), v.union([v.string(), v.number(), v.boolean()]))),
  headers: v.optional(v.record(v.string(), v.string())),
  body: v.optional(v.unknown()),
  /** Statuses the fixture is meant to hold besides 2xx (a 404 "not found" answer). */
  status: v.optional(v.array(v.number())),
})
const manifestSchema = v.array(entrySchema)
const TEXT = new Set(['.xml', '.csv', '.txt', '.html', '.tsv', '.geojson'])

/**
 * `svc providers record <id> [--out DIR]`: asks the provider, live, each request its fixture folder's
 * record.json lists (through the host's client: its key, headers, limits and checks) and writes each answer
 * over its fixture; for maintainers with network access. Exit 1 when a request failed (that file is kept).
 */
export async function recordCommand(ids: string[], flags: { out?: string | undefined }, io: CliIo, config: SvcConfig): Promise<number> {
  if (ids.length !== 1) throw new UsageError('svc providers record takes one provider id, e.g. svc providers record scryfall')
  const id = ids[0]!
  const found = await pluginsCalling(id, io.cwd, config)
  if (!found) throw new UsageError(`no installed plugin calls ${id}; svc providers lists those that do`)
  const folder = join(found.dir, 'test', 'fixtures', id)
  const manifestFile = join(folder, RECORD_MANIFEST)
  if (!existsSync(manifestFile)) throw new UsageError(`${manifestFile} does not exist: list there the request whose answer is each fixture ([{ "file", "path", "query" }])`)
  const parsed = v.safeParse(manifestSchema, JSON.parse(readFileSync(manifestFile, 'utf8')))
  if (!parsed.success) throw new UsageError(`${manifestFile}: at ${v.getDotPath(parsed.issues[0]) ?? '(root)'} ${parsed.issues[0].message}`)
  const out = flags.out ? resolve(io.cwd, flags.out) : folder
  await mkdir(out, { recursive: true })
  const state = await openConfiguredState({ redisUrl: config.redisUrl })
  const client = createUpstreams(config, { state })(found.definition)
  let failed = 0
  try {
    for (const entry of parsed.output) {
      const request: UpstreamRequest = { method: entry.method ?? 'GET', retry: false, ...(entry.query ? { query: entry.query } : {}), ...(entry.headers ? { headers: entry.headers } : {}), ...(entry.body !== undefined ? { body: entry.body } : {}), ...(entry.status ? { acceptStatus: entry.status } : {}) }
      try {
        const ext = extname(entry.file)
        const content = ext === '.json'
          ? `${JSON.stringify((await client.json(entry.path, request)).data, null, 2)}\n`
          : TEXT.has(ext) ? (await client.text(entry.path, request)).data : (await client.bytes(entry.path, request)).data
        await writeFile(join(out, entry.file), content)
        io.out(`${entry.file}  recorded (${content.length} ${typeof content === 'string' ? 'characters' : 'bytes'})`)
      } catch (error) {
        failed++
        io.out(`${entry.file}  not recorded: ${(error as Error).message}`)
      }
    }
  } finally {
    await state.close()
  }
  io.out(`${parsed.output.length - failed} of ${parsed.output.length} fixtures of ${found.definition.name} recorded in ${out}; check what changed and run the plugin's tests`)
  return failed ? 1 : 0
}

/** The installed plugin whose operations call `id` (one whose fixture folder has a record.json first), its folder and the provider's definition. */
async function pluginsCalling(id: string, cwd: string, config: SvcConfig): Promise<{ dir: string; definition: UpstreamDefinition } | undefined> {
  const calling: Array<{ dir: string; definition: UpstreamDefinition }> = []
  for (const found of discoverPlugins({ cwd, ...config.plugins })) {
    const plugin = await loadPlugin(found)
    const definition = plugin.operations.flatMap((operation) => operation.upstreams ?? []).find((upstream) => upstream.id === id)
    if (definition) calling.push({ dir: found.dir, definition })
  }
  return calling.find((entry) => existsSync(join(entry.dir, 'test', 'fixtures', id, RECORD_MANIFEST))) ?? calling[0]
}
