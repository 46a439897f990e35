// The messages' table (migration 0023): which messages have left, and when.
export interface MessageDeliveriesTable {
  message_id: string;
  kind: string;
  delivered_at: number;
}

export interface MessageTables {
  message_deliveries: MessageDeliveriesTable;
}
