import { Resolver } from 'node:dns/promises'
import { createError } from '@svc/core'
import * as v from 'valibot'

/**
 * The one place the service sets up DNS: every operation that asks DNS (dns, domain, email...)
 * takes its resolver from here, so the operator's `settings.dns` applies to all of them.
 *
 * settings.dns.servers   resolver addresses, `ip` or `ip:port` (`[ipv6]:port`); default: the host's own
 * settings.dns.timeoutMs time per try in ms (default 4000)
 * settings.dns.tries     tries per server (default 2)
 * settings.dns.allowPrivateAnswers  operations asking DNS about a caller's name or address (dns.lookup, domain.intel,
 *                                   domain.email-security, email.validate, net.ip-resolve) also answer non-public addresses
 *                                   and special-use names (default false)
 */
const server = v.pipe(v.string(), v.regex(/^(\d{1,3}(\.\d{1,3}){3}(:\d{1,5})?|[0-9a-fA-F:]+|\[[0-9a-fA-F:]+\]:\d{1,5})$/, 'must be ip or ip:port'))
const dnsSettings = v.object({
  servers: v.optional(v.pipe(v.array(server), v.minLength(1), v.maxLength(8))),
  timeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(30_000)), 4000),
  tries: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)), 2),
  allowPrivateAnswers: v.optional(v.boolean(), false),
})

export type SettingsHolder = { settings?: Readonly<Record<string, Readonly<Record<string, unknown>>>> }

const resolvers = new Map<string, Resolver>()

/** `settings.dns` of the host configuration (ctx.config); a bad value is a 503 naming it. */
function dnsSettingsOf(config: SettingsHolder): v.InferOutput<typeof dnsSettings> {
  const raw = config.settings?.dns ?? {}
  const parsed = v.safeParse(dnsSettings, { servers: raw.servers, timeoutMs: raw.timeoutMs, tries: raw.tries, allowPrivateAnswers: raw.allowPrivateAnswers })
  if (!parsed.success) throw createError('UPSTREAM_NOT_CONFIGURED', 'settings.dns is not valid: servers must be a list of ip or ip:port, timeoutMs 100-30000, tries 1-5, allowPrivateAnswers true or false')
  return parsed.output
}

/** Whether the operator lets DNS-asking operations answer non-public addresses and special-use names (an intranet's own host). */
export const allowsPrivateAnswers = (config: SettingsHolder): boolean => dnsSettingsOf(config).allowPrivateAnswers

/** The resolver configured by `settings.dns` of the host configuration (ctx.config), one per distinct setting. */
export function dnsResolver(config: SettingsHolder): Resolver {
  const { allowPrivateAnswers: _, ...parsed } = dnsSettingsOf(config)
  const key = JSON.stringify(parsed)
  let resolver = resolvers.get(key)
  if (!resolver) {
    resolver = new Resolver({ timeout: parsed.timeoutMs, tries: parsed.tries })
    if (parsed.servers) resolver.setServers(parsed.servers)
    resolvers.set(key, resolver)
  }
  return resolver
}
