import { isoDate, number, text } from './documents.ts'

/** A Form 144 notice (`edgarSubmission/formData`): who proposes to sell what, how much, when and through whom. */
export function form144Notice(formData: Record<string, any>) {
  const issuer = formData.issuerInfo ?? {}
  const acquired = (formData.securitiesToBeSold ?? []) as Array<Record<string, any>>
  return {
    seller: text(issuer.nameOfPersonForWhoseAccountTheSecuritiesAreToBeSold),
    relationships: ((issuer.relationshipsToIssuer?.relationshipToIssuer ?? []) as unknown[]).map(text).filter(Boolean),
    sales: ((formData.securitiesInformation ?? []) as Array<Record<string, any>>).map((sale) => ({
      securityClass: text(sale.securitiesClassTitle),
      broker: text(sale.brokerOrMarketmakerDetails?.name),
      units: number(sale.noOfUnitsSold),
      aggregateMarketValue: number(sale.aggregateMarketValue),
      unitsOutstanding: number(sale.noOfUnitsOutstanding),
      approxSaleDate: isoDate(sale.approxSaleDate),
      exchange: text(sale.securitiesExchangeName),
    })),
    acquisitions: acquired.map((row) => ({
      securityClass: text(row.securitiesClassTitle),
      acquiredOn: isoDate(row.acquiredDate),
      nature: text(row.natureOfAcquisitionTransaction),
      from: text(row.nameOfPersonfromWhomAcquired),
      amount: number(row.amountOfSecuritiesAcquired),
    })),
    planAdoptionDates: ((formData.planAdoptionDates?.planAdoptionDate ?? []) as unknown[]).map(isoDate).filter(Boolean),
  }
}
