import { Link } from 'react-router-dom';
import { addressName, addressSingleLine, type Address } from '@crema/domain/payments';
import { SelectField } from '../../ui/SelectField';

/** The billing address of a card: one of the member's saved addresses, or a link to add one. */
export const AddressSelect = ({ addresses, value, onChange, error, addTo, editTo }: {
  addresses: readonly Address[];
  value: string;
  onChange: (addressId: string) => void;
  error?: string | undefined;
  addTo: string;
  editTo?: string | undefined;
}) => (
  <div className="stack-tight">
    <SelectField label="Billing address" value={value} onChange={(e) => onChange(e.target.value)} error={error}>
      <option value="">Choose a billing address</option>
      {addresses.map((a) => (
        <option key={a.addressId} value={a.addressId}>{`${addressName(a)}, ${addressSingleLine(a)}`}</option>
      ))}
    </SelectField>
    <p className="small row">
      <Link to={addTo}>Add a new billing address</Link>
      {editTo && <Link to={editTo}>Edit this address</Link>}
    </p>
  </div>
);
