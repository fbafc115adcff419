import { createClient } from '@svc/client'
import { baseUrlOf } from './caller.ts'
import { formatDirectory, formatSearch } from './format.ts'
import { UsageError, type CliIo } from './io.ts'

/**
 * `svc search "<task>"`: the host's ranking of its operations (`/api/directory?q=`), free like the
 * directory and as often as wanted, as the home page and the MCP server search. The paid
 * `search.endpoints` operation is for agents that want its reasons; `svc call search.endpoints q=...` calls it.
 */
export async function searchCommand(args: string[], flags: { url?: string | undefined; json?: boolean | undefined }, io: CliIo): Promise<number> {
  const query = args.join(' ').trim()
  if (!query) throw new UsageError('svc search needs a task in words, e.g. svc search "weather tomorrow in Berlin"')
  const found = await createClient({ baseUrl: baseUrlOf(flags, io) }).find(query)
  io.out(flags.json ? JSON.stringify(found, null, 2) : formatSearch(query, found.operations))
  return 0
}

/** `svc directory [filter]`: the host's catalog (free), filtered by group or words. */
export async function directoryCommand(args: string[], flags: { url?: string | undefined; json?: boolean | undefined }, io: CliIo): Promise<number> {
  const directory = await createClient({ baseUrl: baseUrlOf(flags, io) }).directory()
  const filter = args.join(' ').trim().toLowerCase()
  const entries = filter
    ? directory.operations.filter((entry) => entry.group === filter || entry.id.includes(filter) || entry.description.toLowerCase().includes(filter))
    : directory.operations
  io.out(flags.json ? JSON.stringify({ count: entries.length, operations: entries }, null, 2) : formatDirectory(entries))
  return entries.length > 0 || !filter ? 0 : 1
}
