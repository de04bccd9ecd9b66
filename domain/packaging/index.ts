// Package estimation: plain-words item → packed parcel. Pure (no I/O at call time); the catalog and the indexes
// are module data built once at load.
export { estimatePackage } from './estimate.ts';
export { freightWordsIn } from './freight-words.ts';
export { MeasuredParcel, PARCEL_LIMITS, exceedsParcelLimits, parcelLimitExcess, describeParcelLimitExcess } from './limits.ts';
export type { CarrierParcelLimit, PackageDimensions, ParcelCarrier } from './limits.ts';
export { BOX_CATALOG, MEDIUM_BOX_NAME } from './boxes.ts';
export type { ContainerKind, ShippingContainer } from './boxes.ts';
export { RESTRICTED_FLAGS, RESTRICTED_FLAG_DESCRIPTIONS, isRestrictedFlag } from './restricted.ts';
export type { RestrictedFlag } from './restricted.ts';
export { ITEM_CATALOG } from './catalog/index.ts';
export { packItems } from './pack.ts';
export type { PackableItem, PackedParcel } from './pack.ts';
export type { CatalogItem, EstimateInput, ItemCategory, ItemForm, PackageEstimate, SizingRule } from './types.ts';
