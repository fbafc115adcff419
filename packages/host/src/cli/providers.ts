import { buildRegistry, providersOf, type SvcConfig } from '@svc/core'
import { loadInstalledPlugins } from '../host.ts'
import { UsageError, type CliIo } from './io.ts'

export interface ProvidersFlags {
  json?: boolean | undefined
  out?: string | undefined
}

/** `svc providers [check|record]`: the providers the installed plugins call, what they are, and whether they answer. */
export async function providersCommand(args: string[], flags: ProvidersFlags, io: CliIo, loadConfig: () => Promise<SvcConfig>): Promise<number> {
  const [sub, ...ids] = args
  if (sub === 'check') return (await import('./providers-check.ts')).checkCommand(ids, flags, io, await loadConfig())
  if (sub === 'record') return (await import('./providers-record.ts')).recordCommand(ids, flags, io, await loadConfig())
  if (sub !== undefined) throw new UsageError(`svc providers takes check or record, not "${sub}"`)
  return listProviders(flags, io, await loadConfig())
}

/** Every provider of the installed plugins: documentation, auth, published limits, terms, its operations, whether this host can call it. */
async function listProviders(flags: ProvidersFlags, io: CliIo, config: SvcConfig): Promise<number> {
  const registry = buildRegistry(await loadInstalledPlugins(io.cwd, config), config)
  const providers = providersOf(registry.operations, config)
  if (flags.json) {
    io.out(JSON.stringify({ providers }, null, 2))
    return 0
  }
  for (const provider of providers) {
    const { auth, terms } = provider
    const key = auth.kind === 'none' ? 'no key' : `${auth.kind === 'oauth' ? 'OAuth client credentials' : 'API key'}, ${auth.required ? 'required' : 'optional'} (${auth.setting}: ${provider.keySet ? 'set' : 'not set'}${auth.signupUrl ? `; get one at ${auth.signupUrl}` : ''})`
    io.out(`${provider.id}: ${provider.name}`)
    io.out(`  calls      ${provider.calls}${provider.docsUrl ? `   docs ${provider.docsUrl}` : ''}`)
    io.out(`  auth       ${key}`)
    io.out(`  limits     ${provider.limit}${provider.limits.url ? ` (${provider.limits.url})` : ''}`)
    io.out(`  terms      ${provider.termsSummary}${terms ? ` (${terms.url})` : ''}`)
    io.out(`  operations ${provider.operations.join(', ')}`)
    io.out(`  this host  ${provider.availability.available ? 'available' : `unavailable: it ${provider.availability.reason}`}`)
  }
  io.out(`${providers.length} providers; svc providers check calls each with its operations' examples`)
  return 0
}
