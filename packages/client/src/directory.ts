import { SvcError } from './errors.ts'
import { send } from './http.ts'
import { errorFromResponse } from './response-error.ts'
import type { Directory, DirectoryEntry } from './types.ts'

/** The host's catalog, fetched once (free) and kept: it tells each operation's method, path and price. */
export function createDirectoryCache(baseUrl: string, fetcher: typeof fetch, preloaded?: Directory) {
  let directory: Promise<Directory> | undefined = preloaded ? Promise.resolve(preloaded) : undefined
  let byId: Map<string, DirectoryEntry> | undefined
  const load = async (): Promise<Directory> => {
    const response = await send(fetcher, new Request(new URL('api/directory', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`), { headers: { accept: 'application/json' } }), 'directory')
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) throw errorFromResponse(response.status, body, response.headers, 'directory')
    if (!Array.isArray((body as Directory | undefined)?.operations)) {
      throw new SvcError('The host answered /api/directory without an operations list', { code: 'BAD_DIRECTORY', status: response.status, operation: 'directory' })
    }
    return body as Directory
  }
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
