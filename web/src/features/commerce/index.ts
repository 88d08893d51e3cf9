export { CommerceModalHost } from './components/CommerceModalHost';
export { PurchasesTab } from './components/PurchasesTab';
export { RedeemedTab } from './components/RedeemedTab';
