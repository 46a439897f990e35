// #pay: scan in store. The barcode payload from the server is drawn with bwip-js (loaded only when this
// overlay opens); on any failure the card number is shown in blocks of 4 under 'Barcode is temporarily down'.
import { useEffect, useState } from 'react';
import { CardMessages, groupInBlocks, type BarcodePayload, type StoredValueCard } from '@crema/domain/cards';
import { useService } from '../../app/services';
import { formatMoney } from '../../ui/format';
import { Notice } from '../../ui/Notice';
import { useLoad } from '../../app/useObservable';
import { CardTokens } from '../../app/capability-tokens/cards';

/** The barcode as an image: bwip-js SVG (a data URL, never injected markup) or the server's own image bytes. */
const BarcodeImage = ({ payload, onFail }: { payload: BarcodePayload; onFail: () => void }) => {
  const [src, setSrc] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (payload.kind === 'image') {
      const url = URL.createObjectURL(new Blob([new Uint8Array(payload.bytes)], { type: payload.mimeType }));
      setSrc(url);
      return () => URL.revokeObjectURL(url);
    }
    let alive = true;
    import('bwip-js/browser')
      .then((bwip) => {
        // PDF417 shape options of BWIPP that bwip-js's types do not list.
        const shape = { columns: 3, rowmult: 4 };
        const svg = bwip.toSVG({ bcid: payload.symbology, text: payload.text, paddingwidth: 4, paddingheight: 4, ...shape });
        if (alive) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (alive) onFail();
      });
    return () => {
      alive = false;
    };
  }, [payload, onFail]);
  if (src === undefined) return <div className="barcode barcode--pending" role="status">Drawing your barcode…</div>;
  return <img className="barcode" src={src} alt="Barcode to scan at the register" />;
};

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
