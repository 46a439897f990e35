// #pay: scan in store. The barcode payload from the server is drawn with bwip-js (loaded only when this
// overlay opens); on any failure the card number is shown in blocks of 4 under 'Barcode is temporarily down'.
import { useState } from 'react';
import { CardMessages, groupInBlocks, type StoredValueCard } from '@crema/domain/cards';
import { BarcodeImage } from '../../ui/BarcodeImage';
import { useService } from '../../app/services';
import { formatMoney } from '../../ui/format';
import { Notice } from '../../ui/Notice';
import { useLoad } from '../../app/useObservable';
import { CardTokens } from '../../app/capability-tokens/cards';

export const PayPanel = ({ card }: { card: StoredValueCard }) => {
  const fetchBarcode = useService(CardTokens.FetchBarcode);
  const [state] = useLoad(() => fetchBarcode(card.cardNumber), [fetchBarcode, card.cardNumber]);
  const [drawFailed, setDrawFailed] = useState(false);
  const [onFail] = useState(() => () => setDrawFailed(true));
  const numberText = groupInBlocks(card.cardNumber);
  const down = state.status === 'error' || drawFailed;

  return (
    <div className="pay stack">
      <p className="pay__meta">
        <span>{card.nickname}</span>
        <span className="pay__balance">{formatMoney(card.balance)}</span>
      </p>
      {down && <Notice tone="warn">{state.status === 'error' ? state.message : CardMessages.barcodeDown}</Notice>}
      {!down && (state.status === 'idle' || state.status === 'loading') && (
        <div className="barcode barcode--pending" role="status">Getting your barcode…</div>
      )}
      {!down && state.status === 'ok' && <BarcodeImage payload={state.value.payload} onFail={onFail} />}
      <p className="pay__number">{state.status === 'ok' ? state.value.numberText : numberText}</p>
      <p className="muted small">Show this to the barista to pay with your card.</p>
    </div>
  );
};
