/**
 * An NVD API path with its query written out here, not by the upstream client: NVD's switch
 * parameters (`hasKev`, `noRejected`, `keywordExactMatch`) take no value, and the API refuses them
 * with one (`hasKev=true`), which a query map cannot express.
 */
export function nvdPath(path: string, query: Record<string, string | number | undefined>, flags: Record<string, boolean | undefined> = {}) {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value))
  const parts = [params.toString(), ...Object.entries(flags).filter(([, on]) => on).map(([name]) => name)].filter((part) => part !== '')
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path
}
