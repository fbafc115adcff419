import { defineOperation, listAnswer, numberOrNull, rowLimit, sourceOf, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { domain } from '../params.ts'
import { crtSh } from '../upstreams/crt-sh.ts'

/** crt.sh's JSON rows (`output=json`): one per log entry, the names of the certificate in `name_value`, newline-separated. */
const rows = v.array(v.object({
  id: v.number(),
  issuer_ca_id: numberOrNull,
  issuer_name: textOrNull,
  common_name: textOrNull,
  name_value: v.string(),
  entry_timestamp: textOrNull,
  not_before: v.string(),
  not_after: v.string(),
  serial_number: textOrNull,
}))

/** crt.sh times are UTC without a zone: written as ISO 8601 with Z. */
const utc = (time: string | null | undefined) => (time ? `${time.replace(/(\.\d{3})\d*$/, '$1')}Z` : null)

export default defineOperation({
  name: 'ct-logs',
  sources: [{ path: '/', about: 'crt.sh `GET /?output=json` (the identity search)', cacheTtl: '1h' }],
  method: 'GET',
  description: 'Certificates logged in Certificate Transparency for a domain (and its subdomains by default), newest first, from crt.sh: issuer, names, validity, serial; with the distinct names seen, which reveal subdomains.',
  input: v.object({
    domain,
    subdomains: v.optional(v.pipe(v.boolean(), v.description('Include certificates of subdomains (default true)')), true),
    excludeExpired: v.optional(v.pipe(v.boolean(), v.description('Leave out expired certificates (default false)')), false),
    limit: rowLimit(500, 100, 'Certificates to return (1-500, default 100)'),
  }),
  upstreams: [crtSh],
  keywords: ['find subdomains of a domain', 'certificate transparency search', 'certificates issued for a domain', 'crt.sh'],
  example: { params: { domain: 'example.com', limit: 3 } },
  async handler({ input, upstream }) {
    const query = { q: input.subdomains ? `%.${input.domain}` : input.domain, output: 'json', exclude: input.excludeExpired ? 'expired' : undefined }
    const { data, url } = await upstream(crtSh).json('/', { query, schema: rows })
    // A certificate is logged as precertificate and as certificate: one row per serial and issuer.
    const seen = new Set<string>()
    const certificates = [...data]
      .sort((a, b) => b.id - a.id)
      .filter((row) => {
        const key = `${row.issuer_ca_id}/${row.serial_number ?? row.id}`
        return seen.has(key) ? false : (seen.add(key), true)
      })
    const names = [...new Set(certificates.flatMap((row) => row.name_value.split('\n')).map((name) => name.trim().toLowerCase()).filter(Boolean))].sort()
    const items = certificates.slice(0, input.limit).map((row) => ({
      id: row.id,
      loggedAt: utc(row.entry_timestamp),
      notBefore: utc(row.not_before),
      notAfter: utc(row.not_after),
      commonName: row.common_name ?? null,
      names: [...new Set(row.name_value.split('\n').map((name) => name.trim().toLowerCase()).filter(Boolean))],
      issuer: row.issuer_name ?? null,
      issuerCaId: row.issuer_ca_id ?? null,
      serialNumber: row.serial_number ?? null,
      url: `https://crt.sh/?id=${row.id}`,
    }))
    return { ...listAnswer(items, sourceOf(crtSh, url), { total: certificates.length }), names }
  },
})
