// The home stream's tables (migration 0014-stream): each audience's feed (the guest feed, and each member's,
// seeded on their first read) with when it last changed, its cards as the server answers them, and when each
// member completed each onboarding task.
import type { ColumnType } from 'kysely';
import type { StreamItem } from '@crema/domain/stream';

/** Read as the value, written as its JSON text. */
type Json<T> = ColumnType<T, string, string>;

export interface StreamFeedsTable {
  /** 'guest', or a member id. */
  owner: string;
  modified_at: number;
}

export interface StreamItemsTable {
  owner: string;
  item_id: string;
  item: Json<StreamItem>;
}

export interface OnboardingTasksTable {
  member_id: string;
  /** 'MOP' | 'Purchase' | 'SvcReload'. */
  task: string;
  completed_on: number;
}

export interface StreamTables {
  stream_feeds: StreamFeedsTable;
  stream_items: StreamItemsTable;
  onboarding_tasks: OnboardingTasksTable;
}
