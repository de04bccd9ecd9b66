// Label purchase behind one small interface. The embedded default is the sandbox carrier (no account needed);
// a real adapter (EasyPost) implements the same interface.

export type { LabelCarrier } from './tracking-numbers.ts';
export { isValidTrackingNumber, newTrackingNumber } from './tracking-numbers.ts';
export { createSandboxCarrier } from './sandbox-carrier.ts';
export { LabelVoidError, createEasyPostLabels } from './easypost.ts';
export type { EasyPostLabelOptions } from './easypost.ts';
export type { LabelFault, SandboxCarrierOptions } from './sandbox-carrier.ts';

export * from './types.ts';
