import { amountRange, isoDay, ownerOf, tickerOf, transactionType, type ReportedTrade } from './trades.ts'

/**
 * A transaction row of an electronically filed House PTR starts on a line holding its owner code (none for the filer),
 * the start of the asset, the type code, the transaction and notification dates and the amount (which may wrap:
 * `$15,001 -` then `$50,000` on the next line). The asset goes on over the following lines up to its `[XX]` type
 * tag; labelled lines (`F S: New`, `S O: ...`, `D: ...`, letter-spaced small capitals extracting with NULs) and
 * the page furniture end it.
 */
const ROW = /^(?:(SP|JT|DC)\s+)?(.*?)\s*\b(P|S \(partial\)|S|E)\s+(\d{1,2}\/\d{1,2}\/\d{4})\s+(\d{1,2}\/\d{1,2}\/\d{4})\s+(Over \$[\d,]+|\$[\d,]+\s*\+|\$[\d,]+(?:\s*-\s*(?:\$[\d,]+)?)?|None)?\s*(.*)$/
const LABELLED = /^(?:[A-Z][\s\x00]*){1,3}:(?:\s|$)/
const FURNITURE = /^(?:Filing ID #|Clerk of the House|ID Owner Asset|Type Date|\$200\?|Name:|Status:|State\/District:|\* For the complete list|I P O|I CERTIFY|Digitally Signed:|Yes No|C S$|T$|F I$|P T R$)/

/** The Clerk's asset type codes most trades carry (https://fd.house.gov/reference/asset-type-codes.aspx); others stay as coded. */
const ASSET_TYPES: Readonly<Record<string, string>> = {
  ST: 'Stock', OP: 'Stock Option', CS: 'Corporate Securities (Bonds and Notes)', GS: 'Government Securities and Agency Debt', EF: 'Exchange Traded Fund',
  MF: 'Mutual Fund', CT: 'Cryptocurrency', PS: 'Stock (not publicly traded)', OT: 'Other',
}

/** The transactions of a PTR's extracted text (pages joined by line breaks); none for a text without rows. */
export function housePtrRows(text: string): ReportedTrade[] {
  const rows: Array<{ head: RegExpExecArray; more: string[] }> = []
  let open: { head: RegExpExecArray; more: string[] } | null = null
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\x00/g, ' ').replace(/\s+/g, ' ').trim()
    if (!line) continue
    const head = /\d{1,2}\/\d{1,2}\/\d{4}\s+\d{1,2}\/\d{1,2}\/\d{4}/.test(line) ? ROW.exec(line) : null
    if (head) rows.push((open = { head, more: [] }))
    else if (LABELLED.test(raw.trim()) || FURNITURE.test(line)) open = null
    else open?.more.push(line)
  }
  return rows.map(({ head, more }) => {
    let amount = head[6] ?? ''
    let rest = [head[7] ?? '', ...more].join(' ')
    // A wrapped amount's upper bound is the last dollar figure of the following lines.
    if (/-\s*$/.test(amount)) {
      const upper = /\$[\d,]+(?!.*\$[\d,]+)/.exec(rest)
      if (upper) {
        amount = `${amount} ${upper[0]}`
        rest = rest.slice(0, upper.index) + rest.slice(upper.index + upper[0].length)
      }
    }
    const asset = `${head[2] ?? ''} ${rest}`.replace(/\s+/g, ' ').trim()
    const tag = /\[([A-Z]{2,3})\]/.exec(asset)
    const ticker = /\(([A-Z][A-Z0-9.-]{0,9})\)/.exec(asset)
    const description = asset.replace(/\[[A-Z]{2,3}\]/g, '').replace(/\(([A-Z][A-Z0-9.-]{0,9})\)/, '').replace(/\s+/g, ' ').trim()
    return {
      owner: ownerOf(head[1] ?? 'self'),
      ticker: ticker ? tickerOf(ticker[1]!) : null,
      assetDescription: description || null,
      assetType: tag ? ASSET_TYPES[tag[1]!] ?? tag[1]! : null,
      transactionType: transactionType(head[3]!),
      ...amountRange(amount),
      transactionDate: isoDay(head[4]!),
    }
  })
}
