import { writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { generateOperationTypes } from '@svc/client/codegen'
import { createApp, createEmbeddedState, type SvcConfig } from '@svc/core'
import { loadInstalledPlugins } from '../host.ts'
import { baseUrlOf } from './caller.ts'
import type { CliIo } from './io.ts'

export interface TypesFlags {
  url?: string | undefined
  installed?: boolean | undefined
  out?: string | undefined
  name?: string | undefined
  'import-from'?: string | undefined
}

/**
 * `svc types`: the operation map for `createClient<Map>()` from a host's /openapi.json, or with
 * `--installed` from the plugins installed here (no host needed). Writes --out, or prints it.
 */
export async function typesCommand(flags: TypesFlags, io: CliIo, loadConfig: () => Promise<SvcConfig>): Promise<number> {
  const openapi = flags.installed ? await installedOpenApi(io.cwd, await loadConfig()) : await remoteOpenApi(baseUrlOf(flags, io))
  const source = generateOperationTypes(openapi, {
    ...(flags.name ? { typeName: flags.name } : {}),
    ...(flags['import-from'] ? { importFrom: flags['import-from'] } : {}),
  })
  if (!flags.out) {
    io.out(source)
    return 0
  }
  await writeFile(resolve(io.cwd, flags.out), source)
  const count = source.match(/^ {2}"[^"]+": \{$/gm)?.length ?? 0
  io.out(`wrote ${count} operations to ${flags.out}`)
  return 0
}

async function remoteOpenApi(baseUrl: string): Promise<unknown> {
  const response = await fetch(new URL('openapi.json', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`))
  if (!response.ok) throw new Error(`${baseUrl}/openapi.json answered HTTP ${response.status}`)
  return response.json()
}

async function installedOpenApi(cwd: string, config: SvcConfig): Promise<unknown> {
  const svc = createApp({ config, plugins: await loadInstalledPlugins(cwd, config), state: createEmbeddedState(), log: () => {} })
  try {
    return await (await svc.app.fetch(new Request('http://localhost/openapi.json'))).json()
  } finally {
    await svc.close()
  }
}
