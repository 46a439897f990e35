// The app shell's offline notice: while the device is offline, says once, at the top of every page, what still
// works (the menu last seen, the cart, the card's barcode) and that ordering, adding money and other changes need a
// connection. It covers nothing, so the card's barcode stays usable.
import { ConnectionMessages } from '@crema/domain';
import { useOnline } from '../app/useOnline';
import './ConnectionStatus.css';

export const ConnectionStatus = () => {
  const online = useOnline();
  // The polite live region is always there, so the notice is announced when it appears.
  return (
    <div className="connection-status" aria-live="polite">
      {!online && (
        <p className="notice notice--warn connection-status__notice" role="status">
          {ConnectionMessages.offline}
        </p>
      )}
    </div>
  );
};
