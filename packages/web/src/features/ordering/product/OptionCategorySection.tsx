import { useId } from 'react';
import type { AppConfig } from '@crema/domain';
import {
  includedQuantity,
  boundsOf,
  changedIn,
  quantityOf,
  singleChoiceOf,
  valueOf,
  withOptionQuantity,
  withOptionValue,
  withSingleChoice,
  optionPriceLabel,
  type Draft,
  type OptionCategory,
  type OptionProduct,
  type ProductDetails,
  type ShownPrices,
} from '@crema/domain/ordering';
import { formatMoney } from '../../../ui/format';
import { Stepper } from './Stepper';

/** text not given by the spec */
const NO_CHOICE = 'None';

/**
 * '+$0.70' for an option charged from its first unit; '+$1.00 each extra' where the product includes some
 * (text not given by the spec), so an included shot does not read as a charge. Nothing while prices load
 * or where they are not shown.
 */
const hintOf = (details: ProductDetails, category: OptionCategory, prices: ShownPrices | undefined, p: OptionProduct, sizeCode: string): string | undefined => {
  const label = prices === undefined ? undefined : optionPriceLabel(details, category, p, sizeCode, prices);
  if (label === undefined) return undefined;
  return label.included > 0 ? `+${formatMoney(label.unitMinor)} each extra` : `+${formatMoney(label.unitMinor)}`;
};

/** One option category (milk, shots, syrups, toppings, temperature...) as a collapsible group of controls. */
export const OptionCategorySection = ({ details, category, draft, config, prices, onChange, open }: {
  details: ProductDetails;
  category: OptionCategory;
  draft: Draft;
  config: Pick<AppConfig, 'maximumModifierAmount'>;
  prices: ShownPrices | undefined;
  onChange: (d: Draft) => void;
  open: boolean;
}) => {
  const id = useId();
  const priceHint = (p: OptionProduct) => hintOf(details, category, prices, p, draft.sizeCode);
  const changed = changedIn(details, draft, category);
  const single = category.selection === 'single' && category.products.every((p) => p.unitOfMeasure === 'quantity');
  const chosen = single ? singleChoiceOf(details, draft, category) : undefined;
  const summary = single
    ? (category.products.find((p) => p.productNumber === chosen)?.name ?? NO_CHOICE)
    : changed === 0
      ? 'As it comes'
      : `${changed} ${changed === 1 ? 'change' : 'changes'}`;
  return (
    <details className="opt-cat" open={open}>
      <summary>
        <span className="opt-cat__name">{category.name}</span>
        <span className="opt-cat__summary">{summary}</span>
      </summary>
      <div className="opt-cat__body">
        {single ? (
          <fieldset className="choice-list">
            <legend className="visually-hidden">{category.name}</legend>
            {category.products.every((p) => p.min === 0 && includedQuantity(details, p.productNumber, draft.sizeCode) === 0) && (
              <label className="choice">
                <input type="radio" name={`${id}-single`} checked={chosen === undefined} onChange={() => onChange(withSingleChoice(draft, category, ''))} />
                <span>{NO_CHOICE}</span>
              </label>
            )}
            {category.products.map((p) => (
              <label key={p.productNumber} className="choice">
                <input
                  type="radio"
                  name={`${id}-single`}
                  checked={chosen === p.productNumber}
                  onChange={() => onChange(withSingleChoice(draft, category, p.productNumber))}
                />
                <span className="choice__text">
                  <span>{p.name}</span>
                  {priceHint(p) !== undefined && <span className="choice__price">{priceHint(p)}</span>}
                </span>
              </label>
            ))}
          </fieldset>
        ) : (
          <div className="opt-list">
            {category.products.map((p) => {
              if (p.unitOfMeasure === 'value') {
                const selectId = `${id}-${p.productNumber}`;
                return (
                  <div key={p.productNumber} className="opt-row">
                    <label htmlFor={selectId} className="opt-row__label">
                      {p.name}
                      {priceHint(p) !== undefined && <span className="stepper__hint">{priceHint(p)}</span>}
                    </label>
                    <select id={selectId} value={valueOf(details, draft, p)} onChange={(e) => onChange(withOptionValue(draft, p.productNumber, e.target.value))}>
                      {(p.values ?? []).map((v) => (
                        <option key={v} value={v}>{v}</option>
                      ))}
                    </select>
                  </div>
                );
              }
              const { min, max } = boundsOf(p, config);
              const hint = priceHint(p);
              return (
                <Stepper
                  key={p.productNumber}
                  label={p.name}
                  value={quantityOf(details, draft, p.productNumber)}
                  min={min}
                  max={max}
                  onChange={(n) => onChange(withOptionQuantity(draft, p.productNumber, n))}
                  {...(hint !== undefined ? { hint } : {})}
                />
              );
            })}
          </div>
        )}
      </div>
    </details>
  );
};
