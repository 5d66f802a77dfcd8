// The front door of the addresses module: all that other modules may use of it (decision 105).
export { lockOwnAddress } from './addresses.repository.ts';
