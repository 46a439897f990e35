// The members' favorite stores as the server seeds them (short store numbers, the part before the dash).
import { DEMO_MEMBER } from '../members';

export type FavoriteStoresByMember = Readonly<Record<string, readonly string[]>>;

/** The demo member's two favorite stores, both in Seattle (15th & Pine, Ballard & Market). */
export const seedFavoriteStores = (): FavoriteStoresByMember => ({ [DEMO_MEMBER.memberId]: ['10003', '10004'] });
