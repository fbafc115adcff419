/** Polymarket's published rate limits are all per 10 seconds: one for the whole API host, others per path prefix. */
export function polymarketQuota(hostRequests: number, perPath: Record<string, number>) {
  return {
    withoutKey: [
      { requests: hostRequests, perSeconds: 10 },
      ...Object.entries(perPath).map(([path, requests]) => ({ requests, perSeconds: 10, paths: [path] })),
    ],
    url: 'https://docs.polymarket.com/api-reference/rate-limits',
  }
}
