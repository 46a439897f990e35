// The pickup capability's table (migration 0015-pickup): customers checked in at a curbside stall. One arrival
// per store and order token: checking in again moves the customer to the new stall.
export interface CustomerArrivalsTable {
  arrival_id: string;
  store_number: string;
  stall_number: number;
  order_token: string | null;
  display_name: string | null;
  arrived_at: number;
}

export interface PickupTables {
  customer_arrivals: CustomerArrivalsTable;
}
