// The front door of the orders module: all that other modules may use of it (decision 105).
export { findOrder } from './orders.repository.ts';
