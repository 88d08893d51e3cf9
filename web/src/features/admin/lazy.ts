export { AdminShell } from './components/AdminShell';
export { RedeemCodesPage } from './components/RedeemCodesPage';
