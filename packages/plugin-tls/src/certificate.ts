import { type DetailedPeerCertificate, type PeerCertificate, checkServerIdentity, connect } from 'node:tls'
import { createError } from '@svc/core'

export interface CertificateInfo {
  subject: Record<string, string>
  issuer: Record<string, string>
  serialNumber: string
  validFrom: string
  validTo: string
  fingerprintSha256: string
  sans: string[]
  isCa: boolean
  keyBits: number | null
  keyCurve: string | null
  selfSigned: boolean
}

const DAY = 86_400_000

/** OpenSSL's date text (`Nov 26 16:00:00 2026 GMT`) as ISO 8601. */
const iso = (text: string) => {
  const time = Date.parse(text)
  return Number.isNaN(time) ? text : new Date(time).toISOString()
}

/** Subject and issuer fields, each as one string (node gives repeated fields as arrays). */
const names = (fields: PeerCertificate['subject'] | undefined) => Object.fromEntries(Object.entries(fields ?? {}).map(([key, value]) => [key, Array.isArray(value) ? value.join(', ') : String(value)]))

function describeCertificate(cert: PeerCertificate): CertificateInfo {
  const key = cert as PeerCertificate & { bits?: number; asn1Curve?: string; nistCurve?: string }
  return {
    subject: names(cert.subject),
    issuer: names(cert.issuer),
    serialNumber: cert.serialNumber,
    validFrom: iso(cert.valid_from),
    validTo: iso(cert.valid_to),
    fingerprintSha256: cert.fingerprint256,
    sans: (cert.subjectaltname ?? '').split(/,\s*/).filter(Boolean),
    isCa: Boolean(cert.ca),
    keyBits: key.bits ?? null,
    keyCurve: key.nistCurve ?? key.asn1Curve ?? null,
    selfSigned: cert.fingerprint256 === (cert as DetailedPeerCertificate).issuerCertificate?.fingerprint256,
  }
}

/** The chain the server sent, leaf first, each certificate once (node links a self-signed root to itself). */
function chainOf(leaf: DetailedPeerCertificate): CertificateInfo[] {
  const chain: CertificateInfo[] = []
  const seen = new Set<string>()
  for (let cert: DetailedPeerCertificate | undefined = leaf; cert?.fingerprint256 && !seen.has(cert.fingerprint256); cert = cert.issuerCertificate) {
    seen.add(cert.fingerprint256)
    chain.push(describeCertificate(cert))
  }
  return chain
}

export interface HandshakeTarget {
  /** The host the caller named (SNI and the name checked against the certificate), or an IP literal. */
  host: string
  /** The address checked by the URL guard: the connection goes there, not to the name again. */
  address: string
  port: number
  timeoutMs: number
  now?: number
  signal?: AbortSignal
}

/** A TLS handshake with the server, certificate not required to be valid (it is what we report on). */
export function inspectTls(target: HandshakeTarget) {
  return new Promise<ReturnType<typeof report>>((resolve, reject) => {
    const sni = /^[\d.]+$|:/.test(target.host) ? undefined : target.host
    const socket = connect({ host: target.address, port: target.port, servername: sni, rejectUnauthorized: false, ALPNProtocols: ['h2', 'http/1.1'] })
    const fail = (message: string) => {
      socket.destroy()
      reject(createError('UPSTREAM_FAILED', `host: ${message}`))
    }
    const timer = setTimeout(() => fail(`no TLS handshake with ${target.host}:${target.port} within ${target.timeoutMs} ms`), target.timeoutMs)
    target.signal?.addEventListener('abort', () => fail('the call was abandoned'), { once: true })
    socket.once('secureConnect', () => {
      clearTimeout(timer)
      try {
        resolve(report(socket, target))
      } finally {
        socket.end()
      }
    })
    socket.once('error', (error: Error & { code?: string }) => {
      clearTimeout(timer)
      fail(`no TLS handshake with ${target.host}:${target.port} (${error.code ?? 'error'})`)
    })
  })
}

function report(socket: ReturnType<typeof connect>, target: HandshakeTarget) {
  const leaf = socket.getPeerCertificate(true)
  if (!leaf?.fingerprint256) throw createError('UPSTREAM_FAILED', `host: ${target.host}:${target.port} sent no certificate`)
  const chain = chainOf(leaf)
  const now = target.now ?? Date.now()
  const validTo = Date.parse(leaf.valid_to)
  const validFrom = Date.parse(leaf.valid_from)
  const cipher = socket.getCipher()
  const mismatch = checkServerIdentity(target.host, leaf)
  return {
    host: target.host,
    port: target.port,
    address: target.address,
    protocol: socket.getProtocol(),
    cipher: { name: cipher.name, standardName: cipher.standardName ?? null, version: cipher.version },
    alpn: socket.alpnProtocol || null,
    trusted: socket.authorized,
    trustError: socket.authorized ? null : String(socket.authorizationError ?? 'unknown'),
    hostnameMatches: mismatch === undefined,
    validFrom: chain[0]!.validFrom,
    validTo: chain[0]!.validTo,
    expired: now > validTo,
    notYetValid: now < validFrom,
    daysRemaining: Math.floor((validTo - now) / DAY),
    subject: chain[0]!.subject,
    issuer: chain[0]!.issuer,
    sans: chain[0]!.sans,
    chain,
  }
}
