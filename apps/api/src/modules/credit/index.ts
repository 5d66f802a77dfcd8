// The front door of the credit module: all that other modules may use of it (decision 105).
export { lockCustomerCredit, ownCredit, paysInAdvance } from './credit.service.ts';
