export { SetCard } from './SetCard';
export { SetCardActions } from './SetCardActions';
