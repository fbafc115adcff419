import { describe, expect, it } from 'vitest'
import { fixture, harness } from './_harness.ts'
import { rpcNode } from './_rpc-node.ts'

const BAYC = '0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d'
const PARALLEL = '0x76be3b62873462d2142405439777e971754e8e77'
const ONCHAIN = '0x0000000000000000000000000000000000c0ffee'
const OWNER = '0x5a52e96bacdabb82fd05763e25335261b270efcb'
const CID = 'QmeSjSinHpPnmXmspMjwiXyN6zS4E9zccariGR3jxcaWtq'
const inline = `data:application/json;base64,${Buffer.from(JSON.stringify({ name: 'On-chain #1', description: 'Stored in the contract', image: 'data:image/svg+xml;base64,PHN2Zy8+', attributes: [{ trait_type: 'Level', value: 3, display_type: 'number' }] })).toString('base64')}`

const h = harness({
  'POST /': rpcNode({
    chainId: 1,
    blockNumber: 21245130,
    contracts: {
      [BAYC]: { name: 'BoredApeYachtClub', symbol: 'BAYC', interfaces: ['0x80ac58cd', '0x01ffc9a7'], owners: { '8817': OWNER }, uris: { '8817': `ipfs://${CID}/8817` } },
      [PARALLEL]: { interfaces: ['0xd9b67a26', '0x01ffc9a7'], uri1155: 'https://parallel.example/api/{id}.json' },
      [ONCHAIN]: { name: 'Onchain', symbol: 'ONC', owners: { '1': OWNER, '2': OWNER, '3': OWNER, '4': OWNER, '5': OWNER }, uris: { '1': inline, '2': 'http://127.0.0.1:9/meta/2.json', '3': 'ipfs://../meta/3.json', '4': `ipfs://${CID}/%2e%2e/%2E%2E/meta/3.json`, '5': `ipfs://${CID}/..%2F..%2Fmeta/3.json` } },
    },
  }),
  [`GET /ipfs/${CID}/8817`]: fixture('ipfs/bayc-8817.json'),
  // Made up for the test: a page of the gateway's host outside /ipfs/, which a token URI must not reach.
  'GET /meta/3.json': { body: { name: 'outside the gateway path' } },
}, ['rpc-ethereum', 'ipfs-gateway'])

describe('crypto.nft', () => {
  it('answers owner, collection and token URI, and normalizes IPFS metadata through the gateway', async () => {
    const { status, body } = await h.call(`/api/crypto/nft?contract=${BAYC}&tokenId=8817&metadata=1`)
    expect(status).toBe(200)
    const item = body.data.items[0]
    expect(item).toMatchObject({
      chain: 'ethereum', contract: '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D', tokenId: '8817', standard: 'erc721', owner: '0x5a52E96BAcdaBb82fd05763E25335261B270Efcb',
      collection: { name: 'BoredApeYachtClub', symbol: 'BAYC' }, tokenUri: `ipfs://${CID}/8817`, metadataError: null,
    })
    expect(item.metadataUrl).toMatch(new RegExp(`/ipfs/${CID}/8817$`))
    expect(item.metadata).toMatchObject({ name: null, image: expect.stringMatching(/\/ipfs\/QmYxT4LnK8sqLupjbS6eRvu1si7Ly2wFQAqFebxhWntcf6$/), attributes: expect.arrayContaining([{ traitType: 'Fur', value: 'Robot', displayType: null }]) })
    expect(item.metadata.attributes).toHaveLength(6)
  })
  it('leaves metadata out unless asked', async () => {
    const { body } = await h.call(`/api/crypto/nft?contract=${BAYC}&tokenId=8817`)
    expect(body.data.items[0]).toMatchObject({ metadata: null, metadataError: null })
  })
  it('decodes inline data-URI metadata, and refuses metadata on a private address through the URL guard', async () => {
    const inlined = (await h.call(`/api/crypto/nft?contract=${ONCHAIN}&tokenId=1&metadata=true`)).body.data.items[0]
    expect(inlined).toMatchObject({ standard: 'erc721', metadataUrl: null, metadata: { name: 'On-chain #1', description: 'Stored in the contract', attributes: [{ traitType: 'Level', value: 3, displayType: 'number' }] } })
    const guarded = (await h.call(`/api/crypto/nft?contract=${ONCHAIN}&tokenId=2&metadata=1`)).body.data.items[0]
    expect(guarded.metadata).toBeNull()
    expect(guarded.metadataError).toBeTruthy()
  })
  it('refuses an IPFS token URI whose path climbs out of /ipfs/ (the URI comes from the chain)', async () => {
    // '5' climbs with encoded slashes, which a gateway that decodes its path before resolving dot segments reads as '../..'.
    for (const tokenId of ['3', '4', '5']) {
      const item = (await h.call(`/api/crypto/nft?contract=${ONCHAIN}&tokenId=${tokenId}&metadata=1`)).body.data.items[0]
      expect(item).toMatchObject({ metadata: null, metadataError: 'tokenURI is not a usable IPFS path' })
      expect(item.metadataUrl).toMatch(/^ipfs:\/\//)
    }
  })
  it('answers an ERC-1155 token with its {id}-expanded URI and no owner', async () => {
    const { body } = await h.call(`/api/crypto/nft?contract=${PARALLEL}&tokenId=10`)
    expect(body.data.items[0]).toMatchObject({ standard: 'erc1155', owner: null, tokenUri: `https://parallel.example/api/${'0'.repeat(63)}a.json` })
  })
  it('answers 404 for a token that does not exist or a contract that is no NFT', async () => {
    expect(await h.call(`/api/crypto/nft?contract=${BAYC}&tokenId=20000`)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    expect(await h.call('/api/crypto/nft?contract=0x000000000000000000000000000000000000dead&tokenId=1')).toMatchObject({ status: 404 })
  })
  h.failures('POST /', `/api/crypto/nft?contract=${BAYC}&tokenId=8817`)
  h.refusals('/api/crypto/nft', [['tokenId=1', 'contract'], [`contract=${BAYC}`, 'tokenId'], [`contract=${BAYC}&tokenId=-1`, 'tokenId'], [`contract=${BAYC}&tokenId=${'9'.repeat(79)}`, 'tokenId'], [`contract=${BAYC}&tokenId=${2n ** 256n}`, 'tokenId'], [`contract=${BAYC}&tokenId=1&metadata=yes`, 'metadata']])
})
