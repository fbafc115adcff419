import { createError, sourceOf, type Source, type UpstreamClient, type UpstreamDefinition } from '@svc/core'
import * as v from 'valibot'
import { ianaRdap } from '@svc/providers/iana-rdap'
import { rdapServer } from './upstreams/rdap.ts'

/** IANA's bootstrap file (RFC 9224 section 3): `services` pairs a list of TLDs with the base URLs of their RDAP server. */
const bootstrapSchema = v.object({
  services: v.array(v.tuple([v.array(v.string()), v.array(v.string())])),
})

/** The members of an RDAP domain object (RFC 9083 section 5.3) the adapter reads. */
const vcard = v.optional(v.tuple([v.literal('vcard'), v.array(v.tuple([v.string(), v.record(v.string(), v.unknown()), v.string(), v.unknown()]))]))
interface RdapEntity { roles?: string[]; handle?: string; vcardArray?: v.InferOutput<typeof vcard>; publicIds?: Array<{ type: string; identifier: string }>; entities?: RdapEntity[] }
const entity: v.GenericSchema<RdapEntity> = v.object({
  roles: v.optional(v.array(v.string())),
  handle: v.optional(v.string()),
  vcardArray: vcard,
  publicIds: v.optional(v.array(v.object({ type: v.string(), identifier: v.string() }))),
  entities: v.optional(v.array(v.lazy(() => entity))),
})
const domainSchema = v.object({
  objectClassName: v.literal('domain'),
  ldhName: v.string(),
  unicodeName: v.optional(v.string()),
  handle: v.optional(v.string()),
  status: v.optional(v.array(v.string()), []),
  events: v.optional(v.array(v.object({ eventAction: v.string(), eventDate: v.string() })), []),
  entities: v.optional(v.array(entity), []),
  nameservers: v.optional(v.array(v.object({ ldhName: v.string() })), []),
  secureDNS: v.optional(v.object({ delegationSigned: v.optional(v.boolean()) })),
})

/** The registration of a domain, as domain.whois answers it (no volatile member: the whois watcher compares whole rows). */
export interface Registration {
  domain: string
  unicodeName: string | null
  handle: string | null
  registrar: { name: string | null; ianaId: string | null; abuseEmail: string | null; abusePhone: string | null } | null
  registrant: { name: string | null; organization: string | null; country: string | null } | null
  status: string[]
  registered: string | null
  expires: string | null
  updated: string | null
  nameservers: string[]
  dnssec: boolean | null
  rdapServer: string
}

/** The RDAP server base URL IANA lists for the longest matching suffix of `name`, https preferred; null when its TLD has none. */
export function serverFor(services: Array<[string[], string[]]>, name: string): string | null {
  const labels = name.split('.')
  for (let i = 0; i < labels.length; i++) {
    const suffix = labels.slice(i).join('.')
    const service = services.find(([entries]) => entries.some((entry) => entry.toLowerCase() === suffix))
    if (service) return service[1].find((url) => url.startsWith('https://')) ?? service[1][0] ?? null
  }
  return null
}

/** The registration of `name` from its registry's RDAP server; null when the registry has no such domain (404). */
export async function registrationOf(upstream: (definition: UpstreamDefinition) => UpstreamClient, name: string): Promise<{ registration: Registration | null; source: Source }> {
  const bootstrap = await upstream(ianaRdap).json('/rdap/dns.json', { schema: bootstrapSchema, staleWhileRevalidateMs: 7 * 86_400_000 })
  const server = serverFor(bootstrap.data.services as Array<[string[], string[]]>, name)
  if (!server) throw createError('NOT_FOUND', `domain: the registry of .${name.split('.').at(-1)} publishes no RDAP service (IANA bootstrap registry)`)
  const base = new URL(server.endsWith('/') ? server : `${server}/`)
  const registry = rdapServer(base)
  const response = await upstream(registry).json(`${base.pathname}domain/${encodeURIComponent(name)}`, { schema: domainSchema, acceptStatus: [404] })
  const source = sourceOf(registry, `${base.origin}${base.pathname}domain/${name}`)
  if (response.status === 404) return { registration: null, source }
  return { registration: toRegistration(response.data as v.InferOutput<typeof domainSchema>, `${base.origin}${base.pathname}`), source }
}

const day = (date: string | undefined) => (date && /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : null)

function toRegistration(data: v.InferOutput<typeof domainSchema>, server: string): Registration {
  const event = (action: string) => day(data.events.find((entry) => entry.eventAction === action)?.eventDate)
  const registrar = data.entities.find((entry) => entry.roles?.includes('registrar'))
  const abuse = registrar?.entities?.find((entry) => entry.roles?.includes('abuse'))
  const registrant = data.entities.find((entry) => entry.roles?.includes('registrant'))
  const registrantCard = registrant ? card(registrant) : null
  return {
    domain: data.ldhName.toLowerCase(),
    unicodeName: data.unicodeName ?? null,
    handle: data.handle ?? null,
    registrar: registrar
      ? { name: card(registrar).fn, ianaId: registrar.publicIds?.find((id) => id.type === 'IANA Registrar ID')?.identifier ?? null, abuseEmail: abuse ? card(abuse).email : null, abusePhone: abuse ? card(abuse).tel : null }
      : null,
    registrant: registrantCard && (registrantCard.fn || registrantCard.org || registrantCard.country) ? { name: registrantCard.fn, organization: registrantCard.org, country: registrantCard.country } : null,
    status: [...data.status].sort(),
    registered: event('registration'),
    expires: event('expiration'),
    updated: event('last changed'),
    nameservers: data.nameservers.map((ns) => ns.ldhName.toLowerCase()).sort(),
    dnssec: data.secureDNS?.delegationSigned ?? null,
    rdapServer: server,
  }
}

/** The jCard members read (RFC 7095): fn, org, email, tel, and the country of adr (its `cc` parameter or 7th part). */
function card(of: RdapEntity) {
  const properties = of.vcardArray?.[1] ?? []
  const text = (name: string) => {
    const found = properties.find((property) => property[0] === name)?.[3]
    if (typeof found === 'string') return found.replace(/^tel:/, '') || null
    if (Array.isArray(found) && typeof found[0] === 'string') return found[0] || null
    return null
  }
  const adr = properties.find((property) => property[0] === 'adr')
  const cc = adr ? (typeof adr[1].cc === 'string' ? adr[1].cc : Array.isArray(adr[3]) && typeof adr[3][6] === 'string' ? adr[3][6] : null) : null
  return { fn: text('fn'), org: text('org'), email: text('email'), tel: text('tel'), country: cc || null }
}
