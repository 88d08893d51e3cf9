export { pathParam } from '@exam/platform';
