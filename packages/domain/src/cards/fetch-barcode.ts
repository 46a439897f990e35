import { concat, map, of, type Observable } from 'rxjs';
import { failed, loading, ok, type AsyncState } from '../shared/async-state';
import type { DomainError } from '../shared/errors';
import { CardMessages } from './messages';
import type { BarcodePayload } from './model';
import type { CardLedger } from './ports';
import { groupInBlocks } from './rules';

export interface BarcodeView {
  readonly payload: BarcodePayload;
  /** The card number in blocks of 4, printed under the barcode. */
  readonly numberText: string;
}

/** The barcode failure: 'Barcode is temporarily down' with the card number shown as text. */
export type BarcodeFailure = DomainError & { readonly numberText: string };

/** Scan-to-pay (#pay): loading, then the barcode or 'Barcode is temporarily down' with the number. */
export const makeFetchBarcode =
  (d: { readonly ledger: CardLedger }) =>
  (cardNumber: string): Observable<AsyncState<BarcodeView, BarcodeFailure>> => {
    const numberText = groupInBlocks(cardNumber);
    return concat(
      of(loading<BarcodeView, BarcodeFailure>()),
      d.ledger.barcode(cardNumber).pipe(
        map((r) =>
          r._tag === 'Left'
            ? failed<BarcodeView, BarcodeFailure>({ ...r.left, numberText }, CardMessages.barcodeDown)
            : ok<BarcodeView, BarcodeFailure>({ payload: r.right, numberText }),
        ),
      ),
    );
  };
