import { availabilityMessage, type ItemAvailability } from '@crema/domain/ordering';

/** 'Sold out at this store.', 'Not sold at this store.' or 'Unavailable to purchase online' (nothing when available). */
export const AvailabilityBadge = ({ availability }: { availability: ItemAvailability | undefined }) => {
  const message = availabilityMessage(availability);
  return message === undefined ? null : <span className={`badge badge--${availability === 'SoldOut' ? 'soldout' : 'unavailable'}`}>{message}</span>;
};
