import { createError, type OperationSource, type UpstreamClient } from '@svc/core'
import { datasetId } from '@svc/providers/data-cms'
import { cell, type DkanCondition, day, dkanQuery, num } from './dkan.ts'
import { openPayments } from './upstreams/open-payments.ts'

/** The program year's General Payment Data read with `paymentRows`, for the `sources` of the operations reading it: kept a day. */
export const paymentsSource: OperationSource = { upstream: openPayments, path: '/api/1/datastore/query/{dataset}/0', cacheTtl: '1d' }

/** One General Payment Data row: a payment or transfer of value from a manufacturer or GPO to a covered recipient. */
export const toPayment = (row: Record<string, unknown>) => ({
  recordId: cell(row.record_id),
  date: day(row.date_of_payment),
  programYear: num(row.program_year),
  amount: num(row.total_amount_of_payment_usdollars),
  nature: cell(row.nature_of_payment_or_transfer_of_value),
  form: cell(row.form_of_payment_or_transfer_of_value),
  payer: cell(row.applicable_manufacturer_or_applicable_gpo_making_payment_name),
  product: cell(row.name_of_drug_or_biological_or_device_or_medical_supply_1),
  recipient: {
    npi: cell(row.covered_recipient_npi),
    type: cell(row.covered_recipient_type),
    name: [cell(row.covered_recipient_first_name), cell(row.covered_recipient_last_name)].filter(Boolean).join(' ') || cell(row.teaching_hospital_name),
    specialty: cell(row.covered_recipient_specialty_1),
    city: cell(row.recipient_city),
    state: cell(row.recipient_state),
  },
})

export function paymentsDataset(settings: Readonly<Record<string, unknown>>): string {
  const dataset = datasetId(settings.openPaymentsDataset)
  if (!dataset) throw createError('UPSTREAM_NOT_CONFIGURED', 'This operation is not available on this host: settings.health.openPaymentsDataset must be an Open Payments data set identifier (UUID)')
  return dataset
}

export const paymentRows = (client: UpstreamClient, dataset: string, conditions: DkanCondition[], limit: number, offset: number) =>
  dkanQuery(client, `/api/1/datastore/query/${dataset}/0`, { conditions, sort: { property: 'total_amount_of_payment_usdollars', order: 'desc' }, limit, offset })
