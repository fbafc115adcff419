import { join } from 'node:path'
import type { RecordedRequest } from '@svc/core/testing'

/** A fixture file of one upstream, as a fixture-server answer. */
export const fixture = (upstream: string, name: string) => ({ file: join(import.meta.dirname, 'fixtures', upstream, name) })

/** The query of the last request the fixture server received on `path`. */
export function sentTo(requests: RecordedRequest[], path: string): Record<string, string> {
  const request = requests.filter((entry) => entry.path === path).at(-1)
  if (!request) throw new Error(`no request reached ${path}`)
  return Object.fromEntries(request.query)
}
