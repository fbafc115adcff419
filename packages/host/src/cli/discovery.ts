import { createClient } from '@svc/client'
import { baseUrlOf, callerClient, type CallerFlags } from './caller.ts'
import { formatDirectory, formatSearch } from './format.ts'
import { UsageError, type CliIo } from './io.ts'

/** `svc search "<task>"`: the host's ranked matches (search.endpoints: a trial call by default, or --pay). */
export async function searchCommand(args: string[], flags: CallerFlags & { json?: boolean | undefined }, io: CliIo): Promise<number> {
  const query = args.join(' ').trim()
  if (!query) throw new UsageError('svc search needs a task in words, e.g. svc search "weather tomorrow in Berlin"')
  const client = await callerClient(flags, io)
  try {
    const result = await client.search(query)
    io.out(flags.json ? JSON.stringify(result, null, 2) : formatSearch(query, result.data.matches))
    return 0
  } finally {
    await client.flush()
  }
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
