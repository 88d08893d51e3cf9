export { TimeZoneSetting } from './components/TimeZoneSetting';
