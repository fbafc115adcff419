/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
worldwide, anywhere, abroad, international = global
sanction, sanctioned, sanctions, ofac, sdn, blacklisted, embargo, watchlist, watch list, specially designated = screen
crypto, cryptocurrency, cryptocurrencies, coin, coins, altcoin, altcoins = crypto coin
bitcoin, btc, satoshi, sats = btc crypto
bitcoin, btc, satoshi, sats = coin crypto
ethereum, eth, ether, evm, erc20, base chain, polygon, arbitrum, optimism, solana, sol = crypto chain
token, tokens = token crypto
wallet, wallets, wallet address = crypto address
balance, holdings = balances
gas, gwei, gas fee, gas fees, gas price, network fee = gas oracle
btc fee, bitcoin fee, bitcoin fees, sat vb, mempool = btc fees
btc fee, bitcoin fee, bitcoin fees, sat vb, mempool = btc mempool
tvl, total value locked, defi, protocol, protocols = defi
yield farming, apy, apr, staking, farming, liquidity mining = defi yields
dex, liquidity pool, liquidity pools, pool, pools, swap = dex pools
candles, candlestick, candlesticks, ohlc, ohlcv, klines, chart = klines
candles, candlestick, candlesticks, ohlc, ohlcv, klines, chart = ohlcv
order book, bid, bid ask, spread, 24h volume = cex ticker
funding rate, funding rates, perpetual, perpetuals, perps, perp, open interest, futures = funding perpvenue
nft, nfts, collectible, collectibles, nft collection = nft
ens, eth name, ens name = ens resolve
fear and greed, market sentiment, greed, fear = fear greed
scam token, honeypot, rug pull, rugpull, safe token, token audit = token safety
scam, phishing, malicious address, drainer, risky wallet = address safety
stablecoin, stablecoins, usdc, usdt, peg, depeg = stablecoins
trending, hot coins, popular coins = trending
market cap, top coins, largest coins, total market = crypto markets
market cap, top coins, largest coins, total market = crypto global
calldata, abi, function selector, input data = decode calldata
smart contract, verified contract, contract source = contract
random number, randomness, provably fair, dice roll, lottery = vrf
korea, korean, krw, kimchi = kimchi premium
transaction, tx, txid, transaction hash, tx hash = tx
utxo, utxos, unspent = btc utxos
transfers, token transfers, erc20 transfers = token transfers
valid address, address format = address validate
valid, validate, validation, verify, verification, check digit, is valid, correct, legit, well formed = validate
hot, buzzing, popular right now, hyped = trending
scared, fearful, greedy, sentiment, mood = fear greed
cost to send, fee to send, transaction fee, transaction fees, network fee = fees
bitcoin price, btc price, price of bitcoin, bitcoin cost, ethereum price, eth price, price of ethereum, coin price, crypto price, solana price, price of a coin = coin price
`
