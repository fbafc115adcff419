import { SvcError } from './errors.ts'
import { send } from './http.ts'
import { errorFromResponse } from './response-error.ts'
import type { Directory, DirectoryEntry, FoundOperations } from './types.ts'

const directoryUrl = (baseUrl: string) => new URL('api/directory', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)

async function readDirectory<T>(fetcher: typeof fetch, url: URL): Promise<T> {
  const response = await send(fetcher, new Request(url, { headers: { accept: 'application/json' } }), 'directory')
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) throw errorFromResponse(response.status, body, response.headers, 'directory')
  if (!Array.isArray((body as Directory | undefined)?.operations)) {
    throw new SvcError('The host answered /api/directory without an operations list', { code: 'BAD_DIRECTORY', status: response.status, operation: 'directory' })
  }
  return body as T
}

/** The host's own ranking of its operations for a task (`/api/directory?q=`): free, no trial spent. */
export function findOperations(baseUrl: string, fetcher: typeof fetch, query: string, group?: string): Promise<FoundOperations> {
  const url = directoryUrl(baseUrl)
  url.searchParams.set('q', query)
  if (group) url.searchParams.set('group', group)
  return readDirectory<FoundOperations>(fetcher, url)
}

/** The host's catalog, fetched once (free) and kept: it tells each operation's method, path and price. */
export function createDirectoryCache(baseUrl: string, fetcher: typeof fetch, preloaded?: Directory) {
  let directory: Promise<Directory> | undefined = preloaded ? Promise.resolve(preloaded) : undefined
  let byId: Map<string, DirectoryEntry> | undefined
  const load = () => readDirectory<Directory>(fetcher, directoryUrl(baseUrl))
  const get = (): Promise<Directory> => {
    directory ??= load().catch((error: unknown) => {
      directory = undefined
      throw error
    })
    return directory
  }
  return {
    get,
    async entry(id: string): Promise<DirectoryEntry> {
      const current = await get()
      byId ??= new Map(current.operations.map((entry) => [entry.id, entry]))
      const entry = byId.get(id)
      if (entry) return entry
      const group = id.split('.')[0]
      const near = current.operations.filter((candidate) => candidate.group === group).map((candidate) => candidate.id).slice(0, 8)
      throw new SvcError(`${id} is not an operation of this host${near.length ? `; ${group} has ${near.join(', ')}` : ''}`, { code: 'NOT_FOUND', status: 404, operation: id })
    },
  }
}
