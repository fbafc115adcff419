import { defineUpstream, type UpstreamDefinition } from '@svc/core'

const servers = new Map<string, UpstreamDefinition>()

/**
 * The RDAP server of one registry, as IANA's bootstrap file names it: an upstream of its own
 * (cache, limiter and circuit breaker per registry) with id `rdap-<host>` (dots as dashes, a leading
 * `rdap.` dropped: `rdap-verisign-com`), so an operator can still point it elsewhere with
 * `upstreams.rdap-verisign-com.baseUrl` / `SVC_UPSTREAM_RDAP_VERISIGN_COM_URL`.
 */
export function rdapServer(server: URL): UpstreamDefinition {
  const id = `rdap-${server.host.replace(/^rdap\./, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`
  let definition = servers.get(id)
  if (!definition) {
    definition = defineUpstream({
      id,
      name: `RDAP server ${server.host}`,
      baseUrl: server.origin,
      docsUrl: 'https://www.rfc-editor.org/rfc/rfc9083',
      license: 'registration data under the registry\'s RDAP terms of service',
      concurrency: 4,
      headers: { accept: 'application/rdap+json, application/json' },
    })
    servers.set(id, definition)
  }
  return definition
}
