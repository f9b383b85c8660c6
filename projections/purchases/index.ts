export { purchasesProjection, documentKeyParts } from './purchases.projection';
export * from './queries';
