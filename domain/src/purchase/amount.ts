/**
 * DESIGN.md item 5: JPY is a zero-decimal currency, so the charge is the set's price in whole yen. The admin
 * form allows a price step of 0.1, so a fractional price is rounded to the nearest yen (half up); that rounded
 * figure is what the gateway charges and what completion compares against.
 */
export const chargeAmountFor = (price: number): number => Math.round(price);

/**
 * The spec's client sends `amount` as yen x 100 (learner spec §7/§9). The server never charges a client amount;
 * it only checks that one, when sent, is consistent with the price: the yen amount itself or the x100 form.
 */
export const isConsistentClientAmount = (clientAmount: number | undefined, price: number): boolean => {
  if (clientAmount === undefined) return true;
  const charge = chargeAmountFor(price);
  return clientAmount === charge || clientAmount === charge * 100 || clientAmount === Math.round(price * 100);
};
