/**
 * The payment calls of the widget page's payment modals: the same key and brand the widget's own
 * client uses (the key's <meta> and the page's `brand` parameter).
 */
import { pageApiClient } from '../../api-client/page.ts';
import { PaymentApi } from '../../api-client/payments.ts';
import { getBrand } from '../../engine/i18n/index.ts';
import { paramsFromSearch } from '../params.ts';

export function widgetPageApi(): PaymentApi {
  return new PaymentApi(pageApiClient(getBrand(paramsFromSearch(location.search).brand).id));
}
