import { fetchPublicUrl, type UpstreamClient } from '@svc/core'

const MAX_BYTES = 256 * 1024

/**
 * The gateway path of an `ipfs://` URI, each segment encoded; undefined for one with an empty, `.` or `..`
 * segment, or an encoded slash (a gateway that decodes before it resolves reads `..%2F..` as `../..`): a token
 * URI comes from the chain, and such a path would reach other pages of the gateway's host.
 */
export function ipfsGatewayPath(uri: string): string | undefined {
  const segments = uri.slice(7).replace(/^ipfs\//, '').split('/')
  const decoded = segments.map(decodedSegment)
  if (decoded[0] === '' || decoded.some((segment) => segment === '.' || segment === '..' || /[/\\]/.test(segment))) return undefined
  return `/ipfs/${decoded.map(encodeURIComponent).join('/')}`
}

const decodedSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** An `ipfs://` or `ar://` URI as an HTTP URL (through the configured IPFS gateway); other URIs unchanged. */
export function httpUrl(uri: string, gatewayBase: string): string {
  if (uri.startsWith('ipfs://')) {
    const path = ipfsGatewayPath(uri)
    return path ? `${gatewayBase}${path}` : uri
  }
  if (uri.startsWith('ar://')) return `https://arweave.net/${uri.slice(5)}`
  return uri
}

/** Reads token metadata JSON from a tokenURI: inline data URI, IPFS through the gateway, or a public HTTP(S) URL through the URL guard. */
export async function readMetadata(uri: string, gateway: UpstreamClient, signal: AbortSignal): Promise<unknown> {
  if (uri.startsWith('data:')) {
    const comma = uri.indexOf(',')
    const header = uri.slice(5, comma)
    const payload = uri.slice(comma + 1)
    if (payload.length > MAX_BYTES * 2) throw new Error('inline metadata is too large')
    return JSON.parse(header.endsWith(';base64') ? Buffer.from(payload, 'base64').toString('utf8') : decodeURIComponent(payload))
  }
  if (uri.startsWith('ipfs://')) {
    const path = ipfsGatewayPath(uri)
    if (!path) throw new Error('tokenURI is not a usable IPFS path')
    const { data } = await gateway.json(path)
    return data
  }
  const fetched = await fetchPublicUrl(httpUrl(uri, gateway.baseUrl), { field: 'tokenURI', maxBytes: MAX_BYTES, timeoutMs: 10_000, signal })
  return JSON.parse(fetched.body.toString('utf8'))
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

/** The common members of ERC-721/1155 metadata JSON, with IPFS media as gateway URLs. */
export function normalizeMetadata(raw: unknown, gatewayBase: string) {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error('metadata is not a JSON object')
  const meta = raw as Record<string, unknown>
  const media = (value: unknown) => (text(value) ? httpUrl(text(value)!, gatewayBase) : null)
  const attributes = Array.isArray(meta.attributes)
    ? meta.attributes.filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null).map((entry) => ({ traitType: text(entry.trait_type), value: (entry.value ?? null) as string | number | boolean | null, displayType: text(entry.display_type) }))
    : []
  return {
    name: text(meta.name),
    description: text(meta.description),
    image: media(meta.image ?? meta.image_url),
    animationUrl: media(meta.animation_url),
    externalUrl: text(meta.external_url),
    attributes,
  }
}
