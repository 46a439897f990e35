/** The 'make this my default' box of every payment-method form (a new card, an edited card, PayPal). */
export const MakeDefaultCheck = ({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) => (
  <label className="check">
    <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
    <span>Make this my default payment method</span>
  </label>
);
