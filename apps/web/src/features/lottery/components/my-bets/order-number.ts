/** Orders are shown by their last 6 characters; a chase's keep their place (…ABC123-007). */
export const shortOrderNumber = (orderNumber: string) => {
  const chase = /-(\d{3})$/.exec(orderNumber);
  const base = chase ? orderNumber.slice(0, -4) : orderNumber;
  return `${base.slice(-6)}${chase ? `-${chase[1]}` : ''}`;
};
