/** A mined USDC transfer on Ethereum as a node returns it (made up, shaped like eth_getTransactionByHash, eth_getTransactionReceipt and eth_getBlockByNumber answers). */
export const HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060'
export const PENDING = '0x1111111111111111111111111111111111111111111111111111111111111111'
export const VITALIK = '0xd8da6bf26964af9d7eed9e03e53415d37aa96045'

export const tx = {
  blockHash: '0x8e38b4dbf6b11fcc3b9dee84fb7986e29ca0a02cecd8977c161ff7333329681e', blockNumber: '0x1442cc3', from: VITALIK, gas: '0x14820', gasPrice: '0x2c15f4f0d',
  maxFeePerGas: '0x3b9aca000', maxPriorityFeePerGas: '0x3b9aca00', hash: HASH,
  input: '0xa9059cbb0000000000000000000000005a52e96bacdabb82fd05763e25335261b270efcb00000000000000000000000000000000000000000000000000000002540be400',
  nonce: '0x19c', to: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', transactionIndex: '0x58', value: '0x0', type: '0x2', accessList: [], chainId: '0x1', v: '0x1', yParity: '0x1',
  r: '0x3e4bb9a5e5b8c4a1d0e7a9f3c1b2d4e6f8a0b2c4d6e8f0a1b3c5d7e9f1a3b5c7', s: '0x1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091',
}
export const receipt = {
  blockHash: tx.blockHash, blockNumber: tx.blockNumber, contractAddress: null, cumulativeGasUsed: '0x7a4219', effectiveGasPrice: '0x2c15f4f0d', from: VITALIK, gasUsed: '0xf2cf',
  logs: [{ address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', topics: ['0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef', '0x000000000000000000000000d8da6bf26964af9d7eed9e03e53415d37aa96045', '0x0000000000000000000000005a52e96bacdabb82fd05763e25335261b270efcb'], data: '0x00000000000000000000000000000000000000000000000000000002540be400', blockNumber: tx.blockNumber, transactionHash: HASH, transactionIndex: '0x58', blockHash: tx.blockHash, logIndex: '0x120', removed: false }],
  logsBloom: `0x${'0'.repeat(512)}`, status: '0x1', to: tx.to, transactionHash: HASH, transactionIndex: '0x58', type: '0x2',
}
export const block = {
  baseFeePerGas: '0x2a6fc39fd', difficulty: '0x0', extraData: '0x', gasLimit: '0x1c9c380', gasUsed: '0xe4e1c0', hash: tx.blockHash, logsBloom: `0x${'0'.repeat(512)}`,
  miner: '0x95222290dd7278aa3ddd389cc1e1d165cc4bafe5', mixHash: `0x${'1'.repeat(64)}`, nonce: '0x0000000000000000', number: tx.blockNumber, parentHash: `0x${'2'.repeat(64)}`,
  receiptsRoot: `0x${'3'.repeat(64)}`, sha3Uncles: `0x${'4'.repeat(64)}`, size: '0x2a1b3', stateRoot: `0x${'5'.repeat(64)}`, timestamp: '0x674197ab', totalDifficulty: '0xc70d815d562d3cfa955',
  transactions: [HASH], transactionsRoot: `0x${'6'.repeat(64)}`, uncles: [], withdrawals: [], withdrawalsRoot: `0x${'7'.repeat(64)}`,
  blobGasUsed: '0x40000', excessBlobGas: '0x4b20000', parentBeaconBlockRoot: `0x${'8'.repeat(64)}`,
}
