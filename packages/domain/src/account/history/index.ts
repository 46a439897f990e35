// The member's history: past orders and e-gifts, newest first, and the use cases that list them.
export { egiftDeliveryLabel, egiftDeliveryOf, EgiftDeliveryLabels, itemCount, newestEgiftsFirst, newestOrdersFirst, orderItemsSummary } from './history-rules';
export { makeListEgiftHistory } from './list-egift-history';
export { makeListOrderHistory } from './list-order-history';
