/**
 * The session API's bodies as the widget reads them (spec §3 and §7): the types generated from the
 * API's schemas (schemas/api/), under the names the widget uses. Money is integer pence, dates
 * "YYYY-MM-DD", times "HH:mm".
 */
export type {
  AvailableOptionData,
  BarData,
  BookingData,
  BookingRecordData,
  BookingTypeCategoryData,
  BookingTypeData,
  CallbackSlotData,
  ChosenVariationData,
  DayPartData,
  DepositData,
  FieldMessage,
  FlashMessage,
  SlotData,
} from '../../schemas/api/types.generated.ts';

export interface DataResponse<T> {
  data: T;
  meta?: Record<string, unknown>;
}
