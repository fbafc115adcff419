import { number, text } from './documents.ts'

/** Filings accepted from January 3, 2023 report 13F values in dollars; earlier ones in thousands. */
const DOLLARS_SINCE = '2023-01-03'

/** The holdings of a 13F information table, values in dollars. */
export function holdings(table: Record<string, any>, filingDate: string) {
  const scale = filingDate >= DOLLARS_SINCE ? 1 : 1000
  return ((table.infoTable ?? []) as Array<Record<string, any>>).map((row) => {
    const value = number(row.value)
    return {
      issuer: text(row.nameOfIssuer),
      titleOfClass: text(row.titleOfClass),
      cusip: text(row.cusip),
      figi: text(row.figi),
      valueUsd: value === null ? null : value * scale,
      shares: number(row.shrsOrPrnAmt?.sshPrnamt),
      shareType: text(row.shrsOrPrnAmt?.sshPrnamtType),
      putCall: text(row.putCall),
      investmentDiscretion: text(row.investmentDiscretion),
      otherManagers: text(row.otherManager),
      votingAuthority: { sole: number(row.votingAuthority?.Sole), shared: number(row.votingAuthority?.Shared), none: number(row.votingAuthority?.None) },
    }
  })
}

/** The cover and summary pages of a 13F primary document. */
export function coverPage(doc: Record<string, any>) {
  const form = doc.edgarSubmission?.formData ?? {}
  return {
    calendarQuarter: text(form.coverPage?.reportCalendarOrQuarter),
    manager: text(form.coverPage?.filingManager?.name),
    reportType: text(form.coverPage?.reportType),
    entries: number(form.summaryPage?.tableEntryTotal),
    tableValueTotal: number(form.summaryPage?.tableValueTotal),
  }
}
