import { createError, type OperationSource, type UpstreamClient, type UpstreamDefinition } from '@svc/core'
import { isIP } from 'node:net'
import * as v from 'valibot'
import { longestPrefixMatch } from '../ip/address.ts'
import { ianaRdap, RIRS } from '../upstreams/rdap.ts'

/** What `registryOf` and `lookupBlock` read, for the `sources` of the operations that call them: IANA's bootstrap files (its upstream's TTL), then the RIR's network of the address, kept a day. */
export const ipNetworkSources: OperationSource[] = [
  { upstream: ianaRdap, path: '/rdap/{ipv4 or ipv6}.json', about: 'IANA RDAP bootstrap `GET /rdap/ipv4.json`, `ipv6.json`' },
  { path: '/ip/{ip}', about: "the RIR's RDAP `GET /ip/{ip}`", cacheTtl: '1d' },
  { path: '/ip/{network}/{prefix}', about: "the RIR's RDAP `GET /ip/{network}/{prefix}` (a CIDR block)", cacheTtl: '1d' },
]

/** RFC 9224 bootstrap file: `services` = [[CIDRs], [RDAP base URLs]]. */
export const bootstrapFile = v.object({ publication: v.optional(v.string()), services: v.array(v.tuple([v.array(v.string()), v.array(v.string())])) })

/** Each block of a bootstrap file with the hosts of its RDAP URLs and the RIR upstream they name (null: a registry this service does not know). */
export function bootstrapBlocks(file: v.InferOutput<typeof bootstrapFile>): { cidr: string; hosts: string[]; registry: UpstreamDefinition | null }[] {
  return file.services.flatMap(([cidrs, urls]) => {
    const hosts = urls.filter((url) => URL.canParse(url)).map((url) => new URL(url).hostname)
    const registry = RIRS.find((entry) => hosts.includes(entry.host))?.upstream ?? null
    return cidrs.map((cidr) => ({ cidr, hosts, registry }))
  })
}

/** The registry serving `ip`: the longest bootstrap prefix holding it, as one of the five RIR upstreams; null when none (reserved space). */
export async function registryOf(iana: UpstreamClient, ip: string): Promise<UpstreamDefinition | null> {
  const file = isIP(ip) === 4 ? '/rdap/ipv4.json' : '/rdap/ipv6.json'
  const { data } = await iana.json(file, { schema: bootstrapFile })
  const best = longestPrefixMatch(bootstrapBlocks(data), ip)
  if (!best) return null
  if (!best.registry) throw createError('UPSTREAM_FAILED', `The RDAP bootstrap names a registry this service does not know (${best.hosts.join(', ')})`)
  return best.registry
}

type VcardEntry = [string, Record<string, unknown>, string, unknown]
interface Entity {
  handle?: string | undefined
  roles?: string[] | undefined
  vcardArray?: unknown
  entities?: Entity[] | undefined
}
const entity: v.GenericSchema<Entity> = v.object({
  handle: v.optional(v.string()),
  roles: v.optional(v.array(v.string())),
  vcardArray: v.optional(v.unknown()),
  entities: v.optional(v.array(v.lazy(() => entity))),
})

/** The members of an RDAP IP network object (RFC 9083 section 5.4, with the cidr0 extension) read here. */
export const ipNetwork = v.object({
  objectClassName: v.literal('ip network'),
  handle: v.string(),
  startAddress: v.string(),
  endAddress: v.string(),
  ipVersion: v.optional(v.string()),
  name: v.optional(v.string()),
  type: v.optional(v.string()),
  country: v.optional(v.string()),
  parentHandle: v.optional(v.string()),
  status: v.optional(v.array(v.string())),
  cidr0_cidrs: v.optional(v.array(v.object({ v4prefix: v.optional(v.string()), v6prefix: v.optional(v.string()), length: v.number() }))),
  entities: v.optional(v.array(entity)),
  events: v.optional(v.array(v.object({ eventAction: v.string(), eventDate: v.string() }))),
})

/** A vCard property of an entity (`fn`, `email`...), from its jCard (RFC 7095). */
function vcard(entry: Entity, property: string): string | null {
  const card = entry.vcardArray
  if (!Array.isArray(card) || !Array.isArray(card[1])) return null
  const found = (card[1] as VcardEntry[]).find((row) => Array.isArray(row) && row[0] === property)
  if (!found) return null
  return typeof found[3] === 'string' ? found[3] : null
}

/** Every entity, nested ones included (ARIN puts the abuse contact inside the organization). */
const allEntities = (entities: Entity[] = []): Entity[] => entities.flatMap((entry) => [entry, ...allEntities(entry.entities)])

/** The network block holding `ip` (an address, or a CIDR block), as the RIR registers it. */
export async function lookupBlock(rir: UpstreamClient, ip: string) {
  const response = await rir.json(`/ip/${ip}`, { schema: ipNetwork, notFound: `${rir.definition.name} has no network registered for ${ip}` })
  const data = response.data as v.InferOutput<typeof ipNetwork>
  const entities = allEntities(data.entities)
  const withRole = (role: string) => entities.find((entry) => entry.roles?.includes(role))
  const owner = withRole('registrant') ?? withRole('administrative') ?? entities[0]
  const abuse = withRole('abuse')
  const event = (action: string) => data.events?.find((entry) => entry.eventAction === action)?.eventDate.slice(0, 10) ?? null
  return {
    block: {
      query: ip,
      handle: data.handle,
      name: data.name ?? null,
      type: data.type ?? null,
      country: data.country ?? null,
      range: { start: data.startAddress, end: data.endAddress },
      cidrs: (data.cidr0_cidrs ?? []).map((entry) => `${entry.v4prefix ?? entry.v6prefix}/${entry.length}`),
      parentHandle: data.parentHandle ?? null,
      status: data.status ?? [],
      organization: owner ? { handle: owner.handle ?? null, name: vcard(owner, 'fn') } : null,
      abuseContact: abuse ? { handle: abuse.handle ?? null, name: vcard(abuse, 'fn'), email: vcard(abuse, 'email') } : null,
      registered: event('registration'),
      lastChanged: event('last changed'),
      registry: rir.definition.name.replace(/ RDAP$/, ''),
    },
    url: response.url,
  }
}
