// The gift in progress, shared by the gift pages (with the capability bound first).
import { useCapability } from '../../app/capabilities';
import { useService } from '../../app/services';
import { useObservable } from '../../app/useObservable';
import type { GiftFlow, GiftFlowState } from '@crema/domain/gifting';
import { GiftTokens } from './tokens';

/** Suspends until gifting is bound, then gives the gift in progress and its actions. */
export const useGiftFlow = (): readonly [GiftFlowState, GiftFlow] => {
  useCapability('gifting');
  const flow = useService(GiftTokens.Flow);
  return [useObservable(flow.state$, flow.current()), flow] as const;
};
