// The front door of the cart module: all that other modules may use of it (decision 105).
export { cartQuantities } from './bulk-add.repository.ts';
export { addToLines } from './bulk-add.service.ts';
export { cartAnswer, unitCents } from './cart-answer.ts';
export { cartLines, clearCart, lockCart } from './cart.repository.ts';
export { assertQuantity, type CartAnswer, getCart } from './cart.service.ts';
