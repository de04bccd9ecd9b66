// Activities of the checkout session workflow. Built by a factory so tests inject their own store.
import type { SessionStage, Store } from '../../store/index.ts';

export interface RecordStageInput {
  session_id: string;
  stage: SessionStage;
  detail: Record<string, unknown>;
}

export interface CheckoutActivityDeps {
  store: Store;
  clock?: () => Date;
}

export function createCheckoutActivities(deps: CheckoutActivityDeps) {
  const clock = deps.clock ?? (() => new Date());
  return {
    /** Project a stage onto the order record the status endpoint reads. Idempotent under retries. */
    async recordCheckoutStage(input: RecordStageInput): Promise<SessionStage | null> {
      const result = await deps.store.checkoutSessions.applyStage(input.session_id, input.stage, input.detail, clock().toISOString());
      return result ?? null;
    },
  };
}

export type CheckoutActivities = ReturnType<typeof createCheckoutActivities>;
