import { Link, useParams } from 'react-router-dom';
import { Limits } from '@crema/domain';
import { Page } from '../../ui/Page';
import { Dialog } from '../../ui/Dialog';
import { useNavigate } from 'react-router-dom';

/** /gift/{productNumber}: a product number that is not 8 characters is the gift fetch error, whose action goes to /gift. */
export default function GiftProductGate() {
  const { productNumber = '' } = useParams();
  const navigate = useNavigate();
  if (productNumber.length !== Limits.giftProductNumberLength) {
    return (
      <Page title="Gift card">
        <Dialog title="We couldn't load this gift card" role="alertdialog" onClose={() => navigate('/gift')}>
          <p>This gift card design isn't available. Choose another design.</p>
          <div className="dialog-actions">
            <Link className="btn" to="/gift">See gift cards</Link>
          </div>
        </Dialog>
      </Page>
    );
  }
  return (
    <Page title="Gift card">
      <p className="muted">This part of Crema is coming soon.</p>
    </Page>
  );
}
