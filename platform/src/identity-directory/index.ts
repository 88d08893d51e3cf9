export type { AccountDirectory, DirectoryAccount, Mail, NewDirectoryAccount } from './port.js';
