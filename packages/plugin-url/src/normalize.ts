const RAW = /^([^:/?#]+):\/\/([^/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$/s
const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' }

/**
 * Names the normalizations the WHATWG URL parser and the options applied, by comparing the
 * caller's text with the result: the parser lowercases scheme and host, converts an IDN host
 * to punycode, drops the default port and resolves dot segments.
 */
export function normalizations(raw: string, url: URL, options: { fragment: 'keep' | 'drop'; sorted: boolean }): string[] {
  const done: string[] = []
  const parts = RAW.exec(raw.trim())
  if (!parts) return done
  const [, scheme = '', authority = '', path = '', query = '', fragment = ''] = parts
  const hostPort = authority.slice(authority.lastIndexOf('@') + 1)
  const port = /:(\d*)$/.exec(hostPort)?.[1]
  const host = port === undefined ? hostPort : hostPort.slice(0, -port.length - 1)
  if (scheme !== scheme.toLowerCase()) done.push('scheme-lowercased')
  if (/[A-Z]/.test(host)) done.push('host-lowercased')
  if (/[^\x00-\x7f]/.test(host)) done.push('idn-to-punycode')
  if (host.endsWith('.') && !url.hostname.endsWith('.')) done.push('trailing-dot-removed')
  if (port !== undefined && (port === '' || port.replace(/^0+/, '') === DEFAULT_PORT[url.protocol])) done.push('default-port-removed')
  if (path === '') done.push('root-path-added')
  if (/(^|\/)\.\.?(\/|$)/.test(path) || /%2e/i.test(path)) done.push('dot-segments-resolved')
  if (/(^\?&|&&|&$|^\?$)/.test(query)) done.push('empty-params-dropped')
  if (options.sorted) done.push('params-sorted')
  if (options.fragment === 'drop' && fragment !== '') done.push('fragment-dropped')
  return done
}
