import { requireOne } from '@svc/core'
import * as v from 'valibot'
import { anyDay, either, list, paging, str, strings, term, words } from '../fda.ts'
import { fdaListOperation } from '../fda-operation.ts'

const input = v.object({
  application: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^(NDA|ANDA|BLA)\d{6}$/, 'must be an application number such as NDA020702, ANDA075350 or BLA125057'), v.description('FDA application number'))),
  name: words('Brand or generic name'),
  ingredient: words('Active ingredient'),
  sponsor: words('Sponsor (applicant company)'),
  ...paging,
})

type Submission = { type: string | null; number: string | null; status: string | null; date: string | null; classCode: string | null; classDescription: string | null; priority: string | null }

/** The original approval: the ORIG submission approved (AP), its date. */
const originalApproval = (submissions: Submission[]) => submissions.find((sub) => sub.type === 'ORIG' && sub.status === 'AP')?.date ?? null

export default fdaListOperation({
  name: 'drug-approval',
  description: 'FDA drug approvals (Drugs@FDA via openFDA drug/drugsfda): application number, sponsor, original approval date, products with strength, dosage form, marketing status and TE code, and the submission history.',
  input,
  check: (input) => requireOne(input, ['application', 'name', 'ingredient', 'sponsor']),
  keywords: ['when was drug approved', 'drugs@fda', 'nda number', 'generic approval anda'],
  example: { params: { name: 'lipitor' } },
  search: {
    path: '/drug/drugsfda.json',
    terms: (input) => [
      input.application && term('application_number', input.application),
      input.name && either(['openfda.brand_name', 'openfda.generic_name', 'products.brand_name'], input.name),
      input.ingredient && term('products.active_ingredients.name', input.ingredient),
      input.sponsor && term('sponsor_name', input.sponsor),
    ],
  },
  row: (row) => {
    const submissions: Submission[] = list(row.submissions).map((sub) => ({
      type: str(sub?.submission_type),
      number: str(sub?.submission_number),
      status: str(sub?.submission_status),
      date: anyDay(sub?.submission_status_date),
      classCode: str(sub?.submission_class_code),
      classDescription: str(sub?.submission_class_code_description),
      priority: str(sub?.review_priority),
    })).sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))
    return {
      applicationNumber: str(row.application_number),
      sponsor: str(row.sponsor_name),
      approvalDate: originalApproval(submissions),
      brandNames: strings(row.openfda?.brand_name),
      genericNames: strings(row.openfda?.generic_name),
      products: list(row.products).map((product) => ({
        productNumber: str(product?.product_number),
        brandName: str(product?.brand_name),
        activeIngredients: list(product?.active_ingredients).map((ingredient) => ({ name: str(ingredient?.name), strength: str(ingredient?.strength) })),
        dosageForm: str(product?.dosage_form),
        route: str(product?.route),
        marketingStatus: str(product?.marketing_status),
        teCode: str(product?.te_code),
        referenceDrug: str(product?.reference_drug) === 'Yes',
      })),
      submissions,
    }
  },
})
