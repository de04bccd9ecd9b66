// Round eight, hunt4 (test/eval/hunt4-probes.json): voice-assistant, non-native English, customer-service e-mail
// and other-market title phrasings. Before these changes 'glasses for wine 6 pieces' was one glass (0.6 kg),
// '2 pieces pillow' one pillow (the piece count was read
// only before a plural noun). Each row fails on the estimator before the change.
import { describe, it } from 'vitest';
import { expectEstimateWithin } from './estimate-within.ts';

describe('a plural piece word counts a singular noun (non-native English)', () => {
  it.each([
    ['glasses for wine 6 pieces', [30, 50], [1.6, 3.5], 'wine glass'],
    ['wine glass 6 pieces', [30, 50], [1.6, 3.5], 'wine glass'],
    ['wine glass, 6 pcs', [30, 50], [1.6, 3.5], 'wine glass'],
    ['2 pieces pillow for sleep 50x70 cm', [45, 70], [1.6, 3], 'bed pillow'],
    ['pillow, 2 pcs', [45, 70], [1.6, 3], 'bed pillow'],
    ['mug 4 pieces', [25, 40], [1.4, 3], 'coffee mug'],
  ] as const)('%s', (product, length, weight, matched) => {
    expectEstimateWithin(product, length, weight, matched);
  });
});
