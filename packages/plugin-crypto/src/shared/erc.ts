import { parseAbi } from 'viem'

/** The read-only ERC-20 and ERC-721 / ERC-1155 functions svc calls. */
export const erc20Abi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address owner) view returns (uint256)',
])
/** Older tokens (MKR, SAI) answer name and symbol as bytes32. */
export const bytes32MetadataAbi = parseAbi(['function name() view returns (bytes32)', 'function symbol() view returns (bytes32)'])
export const nftAbi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function uri(uint256 id) view returns (string)',
  'function supportsInterface(bytes4 interfaceId) view returns (bool)',
])
export const interfaceIds = { erc721: '0x80ac58cd', erc1155: '0xd9b67a26' } as const
