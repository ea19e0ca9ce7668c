import { centsToEuros, type DeclarationType } from '@portal/contract';
import type { TypeRow } from './repository.js';

/** GET /wp/v2/declaration_types: unit is the kilometre rate of today for km types. */
export function presentDeclarationType(
  type: TypeRow,
  rateCents: number | undefined,
): DeclarationType {
  return {
    id: type.id,
    title: { rendered: type.title },
    show_date_field: type.showDateField,
    show_amount_field: type.showAmountField,
    show_description_field: type.showDescriptionField,
    show_location_start_field: type.showLocationStartField,
    show_location_end_field: type.showLocationEndField,
    show_kilometers_field: type.showKilometersField,
    show_transport_type_field: type.showTransportTypeField,
    show_receipt_field: type.showReceiptField,
    show_vat_field: type.showVatField,
    is_receipt_required: type.isReceiptRequired,
    auto_calculate_amount: type.autoCalculateAmount,
    calculate_kilometers: type.calculateKilometers,
    unit: type.calculateKilometers && rateCents !== undefined ? centsToEuros(rateCents) : null,
  };
}
