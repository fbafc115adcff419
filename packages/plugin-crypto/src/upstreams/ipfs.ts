import { defineUpstream } from '@svc/core'

/** The IPFS HTTP gateway that token metadata at `ipfs://` URIs is read through; set your own gateway's URL. */
export const ipfsGateway = defineUpstream({
  id: 'ipfs-gateway',
  name: 'IPFS gateway',
  baseUrl: 'https://ipfs.io',
  docsUrl: 'https://docs.ipfs.tech/concepts/ipfs-gateway/',
  license: 'content addressed by its creators',
  concurrency: 4,
  terms: {
    url: 'https://docs.ipfs.tech/concepts/public-utilities/',
    commercial: { use: 'allowed', note: 'ipfs.io is a best-effort public utility of the IPFS Foundation, not meant for production: set upstreams.ipfs-gateway.baseUrl to your own gateway' },
  },
})
