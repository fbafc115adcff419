import { defineOperation, localSource, lookupAnswer, resolvePublicHost, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { inspectTls } from '../certificate.ts'

export default defineOperation({
  name: 'cert-info',
  sources: sourcesInWords('TLS handshake with the caller\'s host'),
  method: 'GET',
  description: 'The TLS certificate a server presents, from a live handshake: validity dates and days left, subject, issuer, SANs, the chain sent, whether it is trusted and matches the host, and the negotiated protocol, cipher and ALPN.',
  input: v.object({
    host: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.minLength(1), v.maxLength(253), v.regex(/^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$|^[0-9a-f:.[\]]+$/, 'must be a host name or IP address, without scheme or path'), v.description('Host name (or IP address), e.g. example.com')),
    port: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65_535), v.description('Port (default 443)')), 443),
  }),
  keywords: ['ssl certificate expiry', 'when does the certificate expire', 'check https certificate', 'tls version of a server', 'certificate chain'],
  example: { params: { host: 'example.com' } },
  async handler({ input, signal, settings }) {
    const addresses = await resolvePublicHost(input.host, { field: 'host' })
    // IPv4 first: many hosts publish AAAA records their IPv6 path cannot reach.
    const first = addresses.find((entry) => entry.family === 4) ?? addresses[0]
    // settings.tls.timeoutMs: 1000-30000 ms, default 8000.
    const timeoutMs = typeof settings.timeoutMs === 'number' && Number.isFinite(settings.timeoutMs) ? Math.min(30_000, Math.max(1000, settings.timeoutMs)) : 8000
    const host = input.host.replace(/^\[|\]$/g, '')
    const info = await inspectTls({ host, address: first!.address, port: input.port, timeoutMs, signal })
    return lookupAnswer(info, localSource('TLS handshake from the service', `https://${input.host}:${input.port}/`, 'the server\'s own certificate, public'))
  },
})
