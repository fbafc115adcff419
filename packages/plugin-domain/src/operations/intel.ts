import { createError, defineOperation, isApiError, localSource, lookupAnswer, runSection, sectionData, sectionStatus, type Section } from '@svc/core'
import { callerDns, type DnsRecord, type RecordType } from '@svc/providers/dns'
import * as v from 'valibot'
import { domain } from '../params.ts'

interface Answer { items: Array<Record<string, unknown>>; total: number | null; names?: string[] }

const DNS_TYPES: RecordType[] = ['A', 'AAAA', 'MX', 'NS', 'TXT', 'CAA']

/** A NOT_FOUND of a part is a section without data, not a failure. */
const orNull = async <T>(run: () => Promise<T>): Promise<T | null> => {
  try {
    return await run()
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null
    throw error
  }
}

export default defineOperation({
  name: 'intel',
  method: 'GET',
  description: 'Everything about a domain at once: registration over RDAP (registrar, dates, status, name servers), DNS records (A, AAAA, MX, NS, TXT, CAA), recent certificates from Certificate Transparency with the names seen, and the live TLS certificate; each section found, not_found or error on its own.',
  input: v.object({
    domain,
    port: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65_535), v.description('Port of the TLS check (default 443)')), 443),
  }),
  requires: ['domain.whois', 'domain.ct-logs', 'tls.cert-info'],
  sources: [{ operation: 'domain.whois' }, { about: 'the configured DNS resolver (`settings.dns`): A, AAAA, MX, NS, TXT, CAA' }, { operation: 'domain.ct-logs' }, { operation: 'tls.cert-info' }],
  keywords: ['everything about a domain', 'domain report', 'investigate a domain', 'domain reconnaissance', 'domain due diligence'],
  example: { params: { domain: 'example.com' } },
  async handler({ input, call, config }) {
    const resolver = callerDns(config)
    const [registration, dns, certificates, tls] = await Promise.all([
      runSection(() => orNull(async () => (await call('domain.whois', { domain: input.domain }) as Answer).items[0] ?? null), { failure: 'RDAP could not be asked' }),
      runSection(async () => {
        const answers = await Promise.all(DNS_TYPES.map((type) => resolver.records(input.domain, type)))
        // No record left of any type (none exists, or every one pointed into a private network): nothing to show.
        if (answers.every((records) => records === null || records.length === 0)) return null
        return Object.fromEntries(DNS_TYPES.map((type, i) => [type, (answers[i] ?? []).map((record: DnsRecord) => record.value)]))
      }, { failure: 'DNS could not be asked' }),
      runSection(async () => {
        const answer = await call('domain.ct-logs', { domain: input.domain, limit: 20 }) as Answer
        return { total: answer.total, names: answer.names ?? [], recent: answer.items }
      }, { failure: 'crt.sh could not be asked', found: (data) => (data.total ?? 0) > 0 }),
      runSection(() => orNull(async () => (await call('tls.cert-info', { host: input.domain, port: input.port }) as Answer).items[0] ?? null), { failure: 'the TLS check failed' }),
    ])
    const sections: Array<Section<unknown>> = [registration, dns, certificates, tls]
    if (sections.every((part) => part.status === 'error')) throw createError('UPSTREAM_FAILED', `domain: no source could be asked about ${input.domain} (${sections.map((part) => (part.status === 'error' ? part.message : '')).join('; ')})`)
    const part = <T>(section: Section<T>) => ({ ...sectionStatus(section), data: sectionData(section) })
    return lookupAnswer({
      domain: input.domain,
      registration: part(registration),
      dns: part(dns),
      certificates: part(certificates),
      tls: part(tls),
    }, localSource('svc domain intel (RDAP, DNS, crt.sh, TLS handshake; see each operation)', 'https://github.com/svc-dev/svc/tree/main/packages/plugin-domain#readme', 'per section: RDAP registry terms, public DNS data, CT log data, the server\'s own certificate'))
  },
})
