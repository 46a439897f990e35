// In ui/: a barcode as an image, drawn by the cards' scan-to-pay overlay and the e-gift claim page: bwip-js SVG
// (loaded only when one is drawn; a data URL, never injected markup) or the server's own image bytes.
import { useEffect, useState } from 'react';
import type { BarcodePayload } from '@crema/domain/cards';

/** BWIPP options per symbol: PDF417's shape (options bwip-js's types do not list), Code 128's bar height. */
const SHAPES: Readonly<Record<Extract<BarcodePayload, { kind: 'symbol' }>['symbology'], Readonly<Record<string, number>>>> = {
  pdf417: { columns: 3, rowmult: 4 },
  code128: { height: 14, scale: 2 },
};

export const BarcodeImage = ({ payload, onFail, alt = 'Barcode to scan at the register' }: { payload: BarcodePayload; onFail: () => void; alt?: string }) => {
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
        const svg = bwip.toSVG({ bcid: payload.symbology, text: payload.text, paddingwidth: 4, paddingheight: 4, ...SHAPES[payload.symbology] });
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
  return <img className="barcode" src={src} alt={alt} />;
};
